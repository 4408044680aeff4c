import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { resetEnvForTests } from '@/lib/env';
import type { DemoBooking } from './bookings';
import { sendMeetingMails, type ConfirmationContext } from './confirmation';
import { buildInvitation } from './invitation';

const booking: DemoBooking = {
  id: 1,
  uid: '6f1c2d4e-0000-4000-8000-000000000001',
  requestId: 'request-0001',
  startsAt: '2026-11-24T15:00:00.000Z',
  endsAt: '2026-11-24T15:30:00.000Z',
  status: 'confirmed',
  sequence: 0,
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
    meetingUrl: 'https://meet.switchboard.example/maya',
  },
};
const sofia = {
  id: 'sofia',
  name: 'Sofia Lindqvist',
  email: 'sofia@switchboard.example',
  meetingUrl: 'https://meet.switchboard.example/sofia',
};
const HOST = 'www.switchboard.example';

/** The one VEVENT of an .ics as a calendar client reads it (ical.js), with the METHOD. */
function parseInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

describe('the meeting invitation', () => {
  it('is an RFC 5545 request with the slot in UTC, the rep organising and the visitor invited', () => {
    const ics = buildInvitation(booking, HOST).replace(/\r?\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${booking.uid}@${HOST}`);
    expect(ics).toContain('DTSTART:20261124T150000Z');
    expect(ics).toContain('DTEND:20261124T153000Z');
    expect(ics).toMatch(/ORGANIZER;CN="?Maya Okafor"?:MAILTO:maya@switchboard.example/i);
    expect(ics).toMatch(/ATTENDEE;.*CN="?Ann Lee"?:mailto:ann@acme.example/i);
    expect(ics).toContain('LOCATION:https://meet.switchboard.example/maya');
  });

  it('reads as an update of the same event after a move, and as a cancel after a cancel', () => {
    const first = parseInvitation(buildInvitation(booking, HOST));
    const moved = { ...booking, startsAt: '2026-11-25T15:00:00.000Z', sequence: 1 };
    const update = parseInvitation(buildInvitation(moved, HOST));
    expect(update).toEqual({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      status: 'CONFIRMED',
      start: '2026-11-25T15:00:00.000Z',
    });
    expect(update.sequence).toBeGreaterThan(Number(first.sequence));
    const cancel = parseInvitation(
      buildInvitation({ ...moved, status: 'cancelled', sequence: 2 }, HOST, 'CANCEL'),
    );
    expect(cancel).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
  });
});

describe('the meeting mails', () => {
  let dir: string;
  const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL };
  const context: ConfirmationContext = {
    siteHostname: HOST,
    teamTimeZone: 'America/New_York',
    links: {
      reschedule: 'https://www.switchboard.example/demo-meeting/reschedule?token=r',
      cancel: 'https://www.switchboard.example/demo-meeting/cancel?token=c',
    },
  };
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
  // Undo quoted-printable (soft breaks, =3D) and header folding, so lines read as written.
  const unfold = (m: string) =>
    m
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .replace(/\r?\n[ \t]+/g, ' ');
  const mails = () =>
    fs
      .readdirSync(path.join(dir, 'outbox'))
      .sort()
      .map((f) => unfold(fs.readFileSync(path.join(dir, 'outbox', f), 'utf8')));
  const to = (address: string) => mails().filter((m) => m.includes(`To: ${address}`));

  it('mails the visitor (their zone, with the links) and the rep (the team’s zone)', async () => {
    await sendMeetingMails(booking, { kind: 'booked' }, context);
    expect(mails()).toHaveLength(2);
    const [visitor] = to('ann@acme.example');
    const [rep] = to('maya@switchboard.example');
    for (const mail of [visitor!, rep!]) {
      expect(mail).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
      expect(mail).toContain('filename=demo-invitation.ics');
    }
    // 15:00 UTC is 16:00 in Berlin and 10:00 in New York.
    expect(visitor).toContain('Tuesday, November 24, 2026, 4:00');
    expect(visitor).toContain('(Europe/Berlin)');
    expect(visitor).toContain(`Reschedule: ${context.links!.reschedule}`);
    expect(visitor).toContain(`Cancel: ${context.links!.cancel}`);
    expect(rep).toContain('Tuesday, November 24, 2026, 10:00');
    expect(rep).toContain('(America/New_York)');
  });

  it('tells a moved meeting’s former rep with a CANCEL, the new one with the update', async () => {
    const moved = { ...booking, rep: sofia, startsAt: '2026-11-25T15:00:00.000Z', sequence: 1 };
    await sendMeetingMails(
      moved,
      {
        kind: 'moved',
        previous: { startsAt: booking.startsAt, endsAt: booking.endsAt, rep: booking.rep },
      },
      context,
    );
    expect(to('ann@acme.example')[0]).toContain('Your Switchboard demo has moved from');
    expect(to('sofia@switchboard.example')[0]).toContain('method=REQUEST');
    expect(to('maya@switchboard.example')[0]).toContain('method=CANCEL');
  });

  it('sends METHOD:CANCEL to both sides when the visitor cancels', async () => {
    await sendMeetingMails(
      { ...booking, status: 'cancelled', sequence: 1 },
      { kind: 'cancelled' },
      context,
    );
    for (const mail of mails()) {
      expect(mail).toContain('method=CANCEL');
      expect(mail).not.toContain('Reschedule:');
    }
    expect(to('ann@acme.example')[0]).toContain(
      'is cancelled, and your calendar invitation is withdrawn.',
    );
  });

  it("shows a visitor's line breaks as visible symbols in the rep's mail: no forged header or line", async () => {
    // The booking form refuses control characters; this is the mail's own guarantee for any value.
    const forged = '\r\nBcc: eve@evil.example';
    await sendMeetingMails(
      {
        ...booking,
        firstName: `Ann${forged}`,
        company: `Acme${forged}\nSubject: Refund approved`,
        phoneNumber: `+1 212 555 0100\r\nBcc: eve@evil.example`,
        title: 'Head of Support\u0000\u2028Urgent: wire the deposit',
      },
      { kind: 'booked' },
      context,
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
