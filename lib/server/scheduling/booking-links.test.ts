import { signBookingToken, verifyBookingToken } from './booking-links';

const KEY = 'a-test-secret-of-32-characters!!';
const UID = '6f1c2d4e-0000-4000-8000-000000000001';
const NOW = new Date('2026-11-23T11:00:00Z');
const MEETING = Date.parse('2026-11-24T15:00:00Z');

describe('the signed reschedule and cancel links', () => {
  const token = signBookingToken(KEY, 'cancel', UID, MEETING);

  it('open their own booking until the meeting starts', () => {
    expect(verifyBookingToken(KEY, 'cancel', token, NOW)).toEqual({ ok: true, uid: UID });
    expect(verifyBookingToken(KEY, 'cancel', token, new Date(MEETING))).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('refuse another action, another key, another booking or a changed expiry', () => {
    const invalid = { ok: false, problem: 'invalid' };
    expect(verifyBookingToken(KEY, 'reschedule', token, NOW)).toEqual(invalid);
    expect(verifyBookingToken(`${KEY}x`, 'cancel', token, NOW)).toEqual(invalid);
    const otherUid = token.replace(UID, UID.replace(/1$/, '2'));
    expect(verifyBookingToken(KEY, 'cancel', otherUid, NOW)).toEqual(invalid);
    const [uid, , signature] = token.split('.');
    const later = `${uid}.${(MEETING / 1000 + 86_400).toString(36)}.${signature}`;
    expect(verifyBookingToken(KEY, 'cancel', later, NOW)).toEqual(invalid);
    for (const junk of ['', 'x', 42, null, `${token}x`]) {
      expect(verifyBookingToken(KEY, 'cancel', junk, NOW)).toEqual(invalid);
    }
  });
});
