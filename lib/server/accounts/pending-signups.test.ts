import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@/constants/timings';
import type { Db } from '@/lib/server/db';
import { closeTestDb, openOtherInstance, openTestDb, testEngine } from '@/tests/support/test-db';
import { checkVerificationCode, savePendingSignup, type CodeCheck } from './pending-signups';

/**
 * Issue 18 item 3: a signup code's count of wrong attempts is shared by every instance. Guesses
 * sent at the same moment to two instances (two connection pools on one database) are judged wrong
 * at most VERIFICATION_CODE_MAX_ATTEMPTS times in all; the rest are refused as locked (the visitor
 * gets 429 'Too many attempts, please try again later'), and so is the right code afterwards.
 */
const EMAIL = 'ada@example.com';
const CODE = '482913';
const WRONG = '000000';
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const GUESSES = 16;

describe(`a signup code's attempt counter across two instances (real ${testEngine})`, () => {
  let db: Db;
  let otherInstance: Db;

  beforeEach(async () => {
    db = await openTestDb({ file: true });
    otherInstance = openOtherInstance(db);
    await savePendingSignup(db, { email: EMAIL, passwordHash: 'hash' }, CODE, NOW);
  });
  afterEach(async () => {
    await otherInstance.destroy();
    await closeTestDb(db);
  });

  it(`judges exactly ${VERIFICATION_CODE_MAX_ATTEMPTS} of ${GUESSES} simultaneous wrong guesses, locks the rest and then the right code`, async () => {
    const checks: CodeCheck[] = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        checkVerificationCode(i % 2 ? otherInstance : db, EMAIL, WRONG, NOW),
      ),
    );
    const judged = (status: CodeCheck['status']) =>
      checks.filter((check) => check.status === status).length;
    expect(judged('wrong')).toBe(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(judged('locked')).toBe(GUESSES - VERIFICATION_CODE_MAX_ATTEMPTS);

    // The stored count never goes past the limit, and the right code is refused on either instance.
    const row = await db
      .selectFrom('pending_signups')
      .select('failed_attempts')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect((await checkVerificationCode(db, EMAIL, CODE, NOW)).status).toBe('locked');
    expect((await checkVerificationCode(otherInstance, EMAIL, CODE, NOW)).status).toBe('locked');
  });

  it('lets the right code through on one instance while the other takes wrong guesses below the limit', async () => {
    const guesses = VERIFICATION_CODE_MAX_ATTEMPTS - 1;
    const [right, ...wrong] = await Promise.all([
      checkVerificationCode(db, EMAIL, CODE, NOW),
      ...Array.from({ length: guesses }, () =>
        checkVerificationCode(otherInstance, EMAIL, WRONG, NOW),
      ),
    ]);
    expect(right.status).toBe('valid');
    expect(wrong.map((check) => check.status)).toEqual(Array<string>(guesses).fill('wrong'));
  });
});
