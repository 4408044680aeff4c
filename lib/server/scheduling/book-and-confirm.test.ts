import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import {
  bookDemoAndConfirm,
  bookingFromLink,
  cancelFromLink,
  rescheduleFromLink,
  resendMeetingConfirmation,
} from '.';
import { cancelDemoMeeting } from './bookings';
import type { BookingRequest } from './bookings';
import type { SalesRep } from './sales-team';
import { parseWorkingHours } from './working-hours';

const TEAM: SalesRep[] = [
  {
    id: 'sofia',
    name: 'Sofia Lindqvist',
    email: 'sofia@switchboard.example',
    meetingUrl: 'https://meet.switchboard.example/sofia',
  },
];
const hours = parseWorkingHours({
  SALES_TIME_ZONE: 'Europe/London',
  SALES_WORKING_DAYS: '1,2,3,4,5',
  SALES_WORKING_HOURS: '09:00-17:00',
  SALES_MEETING_MINUTES: 30,
  SALES_BUFFER_MINUTES: 0,
  SALES_MIN_NOTICE_MINUTES: 120,
  SALES_HOLIDAYS: '',
});
const context = { now: new Date('2026-11-23T06:00:00Z'), team: TEAM, hours };
const request: BookingRequest = {
  requestId: 'request-0001',
  startsAt: '2026-11-23T10:00:00.000Z',
  timeZone: 'America/New_York',
  email: 'ann@acme.example',
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Acme',
  title: '',
  phoneNumber: '+12125550100',
  companySize: '251',
  industry: 'Technology',
};

describe('booking and confirming a demo', () => {
  let dir: string;
  let db: Db;
  const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL };
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-confirm-'));
    process.env.DATA_DIR = dir;
    delete process.env.SMTP_URL;
    resetEnvForTests();
    db = await openTestDb();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await closeTestDb(db);
    process.env.DATA_DIR = saved.DATA_DIR;
    if (saved.SMTP_URL === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = saved.SMTP_URL;
    resetEnvForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const sentAt = async () =>
    (
      await db
        .selectFrom('demo_bookings')
        .select('confirmation_sent_at as at')
        .executeTakeFirstOrThrow()
    ).at;

  it('mails both confirmations and records when they went out', async () => {
    const outcome = await bookDemoAndConfirm(db, request, context);
    expect(outcome.kind).toBe('booked');
    expect(fs.readdirSync(path.join(dir, 'outbox'))).toHaveLength(2);
    expect(await sentAt()).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps the booking when the mail server is down, and leaves it marked for a resend', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    resetEnvForTests();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await bookDemoAndConfirm(db, request, context);
    expect(outcome.kind).toBe('booked');
    expect(await sentAt()).toBeNull();
    // The log says what failed, not to whom.
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/stored but its confirmation mail failed \(E[A-Z]+\)$/)],
    ]);
  });

  it('sends the invitations of a meeting whose mail failed again, once the mail server is back', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    resetEnvForTests();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await bookDemoAndConfirm(db, request, context);
    if (outcome.kind !== 'booked') throw new Error('booked expected');
    expect(await resendMeetingConfirmation(db, outcome.booking.uid, context)).toBe('failed');
    expect(await sentAt()).toBeNull();

    delete process.env.SMTP_URL;
    resetEnvForTests();
    expect(await resendMeetingConfirmation(db, outcome.booking.uid, context)).toBe('sent');
    expect(await sentAt()).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const mails = outbox();
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.includes('To: ann@acme.example'))).toBe(true);
    expect(mails.some((m) => m.includes('To: sofia@switchboard.example'))).toBe(true);

    expect(await resendMeetingConfirmation(db, 'no-such-uid', context)).toBe('not-found');
    const later = { ...context, now: new Date('2026-11-24T06:00:00Z') };
    expect(await resendMeetingConfirmation(db, outcome.booking.uid, later)).toBe('past');
  });

  it('sends nothing again for a cancelled meeting', async () => {
    const outcome = await bookDemoAndConfirm(db, request, context);
    if (outcome.kind !== 'booked') throw new Error('booked expected');
    await cancelDemoMeeting(db, outcome.booking.uid, context);
    const before = outbox().length;
    expect(await resendMeetingConfirmation(db, outcome.booking.uid, context)).toBe('cancelled');
    expect(outbox()).toHaveLength(before);
  });

  const outbox = () =>
    fs
      .readdirSync(path.join(dir, 'outbox'))
      .sort()
      .map((f) =>
        fs
          .readFileSync(path.join(dir, 'outbox', f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      );
  const linkIn = (mail: string, action: 'reschedule' | 'cancel') =>
    new URL(new RegExp(`https?://\\S+/demo-meeting/${action}\\?token=\\S+`).exec(mail)![0]);

  it('mails signed links that reschedule and cancel this booking only', async () => {
    const outcome = await bookDemoAndConfirm(db, request, context);
    if (outcome.kind !== 'booked') throw new Error('booked expected');
    const visitorMail = outbox().find((m) => m.includes('To: ann@acme.example'))!;
    const reschedule = linkIn(visitorMail, 'reschedule').searchParams.get('token');
    const cancel = linkIn(visitorMail, 'cancel').searchParams.get('token');
    expect(await bookingFromLink(db, 'reschedule', reschedule, context)).toMatchObject({
      ok: true,
      booking: { uid: outcome.booking.uid },
    });
    // A reschedule token does not cancel.
    expect(await cancelFromLink(db, reschedule, context)).toEqual({
      ok: false,
      problem: 'invalid',
    });

    const moved = await rescheduleFromLink(db, reschedule, '2026-11-23T11:00:00.000Z', context);
    expect(moved).toMatchObject({ kind: 'moved', booking: { sequence: 1 } });
    expect(outbox().filter((m) => m.includes('method=REQUEST'))).toHaveLength(4);

    expect(await cancelFromLink(db, cancel, context)).toMatchObject({ kind: 'cancelled' });
    const cancels = outbox().filter((m) => m.includes('METHOD:CANCEL'));
    expect(cancels).toHaveLength(2);
    expect(cancels.every((m) => m.includes('SEQUENCE:2'))).toBe(true);
    expect(await cancelFromLink(db, cancel, context)).toEqual({ kind: 'already-cancelled' });
    expect(await rescheduleFromLink(db, reschedule, '2026-11-23T12:00:00.000Z', context)).toEqual({
      ok: false,
      problem: 'cancelled',
    });
  });
});
