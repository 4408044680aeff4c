import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import type { DemoBooking } from './bookings';
import { sendBookingConfirmations } from './confirmation';
import { buildInvitation } from './invitation';

const booking: DemoBooking = {
  id: 1,
  uid: '6f1c2d4e-0000-4000-8000-000000000001',
  startsAt: '2026-11-24T15:00:00.000Z',
  endsAt: '2026-11-24T15:30:00.000Z',
  timeZone: 'Europe/Berlin',
  email: 'ann@acme.example',
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Acme',
  title: '',
  phoneNumber: '+1 212 555 0100',
  companySize: '251',
  industry: 'Technology',
  rep: {
    id: 'maya',
    name: 'Maya Okafor',
    email: 'maya@switchboard.example',
    timeZone: 'America/New_York',
    workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
    meetingUrl: 'https://meet.switchboard.example/maya',
  },
};

describe('the meeting invitation', () => {
  it('is an RFC 5545 request with the slot in UTC, the rep organising and the visitor invited', () => {
    const ics = buildInvitation(booking, 'www.switchboard.example').replace(/\r?\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${booking.uid}@www.switchboard.example`);
    expect(ics).toContain('DTSTART:20261124T150000Z');
    expect(ics).toContain('DTEND:20261124T153000Z');
    expect(ics).toMatch(/ORGANIZER;CN="?Maya Okafor"?:MAILTO:maya@switchboard.example/i);
    expect(ics).toMatch(/ATTENDEE;.*CN="?Ann Lee"?:mailto:ann@acme.example/i);
    expect(ics).toContain('LOCATION:https://meet.switchboard.example/maya');
  });
});

describe('the booking confirmations', () => {
  let dir: string;
  const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-mail-'));
    process.env.DATA_DIR = dir;
    delete process.env.SMTP_URL;
    resetEnvForTests();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.DATA_DIR = saved.DATA_DIR;
    if (saved.SMTP_URL !== undefined) process.env.SMTP_URL = saved.SMTP_URL;
    resetEnvForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('mails the visitor (their time zone) and the rep (theirs), each with the .ics invitation', async () => {
    await sendBookingConfirmations(booking, 'www.switchboard.example');
    const files = fs.readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    const mails = files.map((f) => fs.readFileSync(path.join(dir, 'outbox', f), 'utf8'));
    const visitor = mails.find((m) => /^To: ann@acme.example$/m.test(m));
    const rep = mails.find((m) => /^To: maya@switchboard.example$/m.test(m));
    expect(visitor).toBeDefined();
    expect(rep).toBeDefined();
    for (const mail of [visitor!, rep!]) {
      expect(mail).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
      expect(mail).toContain('filename=demo-invitation.ics');
    }
    const unfold = (m: string) => m.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
    // 15:00 UTC is 16:00 in Berlin and 10:00 in New York.
    expect(unfold(visitor!)).toContain('Tuesday, November 24, 2026, 4:00');
    expect(unfold(visitor!)).toContain('(Europe/Berlin)');
    expect(unfold(rep!)).toContain('Tuesday, November 24, 2026, 10:00');
    expect(unfold(rep!)).toContain('(America/New_York)');
  });

  it("shows a visitor's line breaks as visible symbols in the rep's mail: no forged header or line", async () => {
    // The booking form refuses control characters; this is the mail's own guarantee for any value.
    const forged = '\r\nBcc: eve@evil.example';
    await sendBookingConfirmations(
      {
        ...booking,
        firstName: `Ann${forged}`,
        company: `Acme${forged}\nSubject: Refund approved`,
        phoneNumber: `+1 212 555 0100\r\nBcc: eve@evil.example`,
        title: 'Head of Support\u0000\u2028Urgent: wire the deposit',
      },
      'www.switchboard.example',
    );
    const file = fs
      .readdirSync(path.join(dir, 'outbox'))
      .map((f) => fs.readFileSync(path.join(dir, 'outbox', f), 'utf8'))
      .find((m) => /^To: maya@switchboard.example$/m.test(m));
    expect(file).toBeDefined();
    const { headers, text } = readEml(file!);
    expect(
      headers.filter((h) => /^(bcc|cc|to|subject):/i.test(h)).map((h) => h.split(':')[0]),
    ).toEqual(['To', 'Subject']);
    const lines = text.split('\n');
    expect(lines.filter((line) => /^(Bcc|Subject|Urgent):/.test(line.trim()))).toEqual([]);
    expect(lines).toContain(
      'Company: Acme\u240d\u240aBcc: eve@evil.example\u240aSubject: Refund approved',
    );
    expect(lines).toContain('Phone: +1 212 555 0100\u240d\u240aBcc: eve@evil.example');
    expect(lines).toContain('Job title: Head of Support\u2400\ufffdUrgent: wire the deposit');
  });
});

/** The header lines (unfolded) and the decoded plain-text part of an .eml the outbox holds. */
function readEml(eml: string): { headers: string[]; text: string } {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const part = rest.join('\n\n');
  const plain = /Content-Type: text\/plain[^]*?\n\r?\n([^]*?)\r?\n--/.exec(part)?.[1] ?? '';
  const bytes = plain
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, text: Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n') };
}
