import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { openDatabase, type Db } from '@/lib/server/db';
import { bookDemoAndConfirm } from '.';
import type { BookingRequest } from './bookings';
import type { SalesRep } from './sales-team';

const TEAM: SalesRep[] = [
  {
    id: 'sofia',
    name: 'Sofia Lindqvist',
    email: 'sofia@switchboard.example',
    timeZone: 'Europe/London',
    workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
    meetingUrl: 'https://meet.switchboard.example/sofia',
  },
];
const context = { now: new Date('2026-11-23T06:00:00Z'), team: TEAM };
const request: BookingRequest = {
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
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-confirm-'));
    process.env.DATA_DIR = dir;
    delete process.env.SMTP_URL;
    resetEnvForTests();
    db = openDatabase(path.join(dir, 'switchboard.sqlite'));
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    db.close();
    process.env.DATA_DIR = saved.DATA_DIR;
    if (saved.SMTP_URL === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = saved.SMTP_URL;
    resetEnvForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const sentAt = () =>
    (
      db.prepare('SELECT confirmation_sent_at AS at FROM demo_bookings').get() as {
        at: string | null;
      }
    ).at;

  it('mails both confirmations and records when they went out', async () => {
    const outcome = await bookDemoAndConfirm(db, request, context);
    expect(outcome.kind).toBe('booked');
    expect(fs.readdirSync(path.join(dir, 'outbox'))).toHaveLength(2);
    expect(sentAt()).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps the booking when the mail server is down, and leaves it marked for a resend', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    resetEnvForTests();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await bookDemoAndConfirm(db, request, context);
    expect(outcome.kind).toBe('booked');
    expect(sentAt()).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('stored but its confirmation mail failed'),
      expect.anything(),
    );
  });
});
