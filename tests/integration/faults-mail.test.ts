import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { startSignupHarness, type SignupHarness } from '@/lib/server/signup/signup-test-harness';
import { countRows, type Schema } from '@/lib/server/db';

/**
 * Issue 8, item 5: the mail transport down. The signup engineer's test covers SMTP_URL on a closed
 * port; this one covers a mail server that accepts the connection and then refuses the message
 * (a 451 after DATA), and the recovery: once mail flows again, the same visitor gets a code and
 * finishes the signup. Nothing half-made is left behind in between.
 */
const EMAIL = 'morgan.lee@acme-logistics.com';
const PASSWORD = 'Harbour-Lights-2026';

interface CapturedMail {
  to: string[];
  body: string;
}

/** A real SMTP server (smtp-server) whose DATA phase fails while `failing` is true. */
async function startSmtp() {
  const state = { failing: true, refusingRecipient: false, received: [] as CapturedMail[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (!state.refusingRecipient) return callback();
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        if (state.failing) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let h: SignupHarness;

beforeAll(async () => {
  smtp = await startSmtp();
  h = await startSignupHarness({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await h.close();
  await smtp.stop();
  delete process.env.SMTP_URL;
});

const count = (table: keyof Schema) => countRows(h.db, table);

const sendCode = () =>
  h.post('/api/1/send_validation_email', {
    email: EMAIL,
    password: PASSWORD,
    affiliate: '',
    origin: h.baseUrl,
  });

it('answers "Something went wrong" when the mail server refuses the message, keeps nothing, and works once mail flows again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);

  const refused = await sendCode();
  expect(refused.status).toBeGreaterThanOrEqual(500);
  expect(((await refused.json()) as { message: string }).message).toBe('Something went wrong');
  expect(await count('pending_signups')).toBe(0);
  expect(await count('accounts')).toBe(0);
  expect(smtp.state.received).toEqual([]);
  expect(logged).toHaveBeenCalled();
  // The address is still free: the failure left nothing that would block a new attempt.
  const available = await h.get(`/api/1/email_available/${encodeURIComponent(EMAIL)}`);
  expect(await available.json()).toEqual({ status: 'available' });

  smtp.state.failing = false;
  const sent = await sendCode();
  expect(sent.status).toBe(200);
  expect(await count('pending_signups')).toBe(1);
  expect(smtp.state.received.map((mail) => mail.to)).toEqual([[EMAIL]]);
  // The server log says a code went out, not to whom (each line as the console prints it).
  const printed = () =>
    [...info.mock.calls, ...logged.mock.calls].map((call) => format(...call)).join('\n');
  expect(printed()).toMatch(/\[mail\] sent <[^>]+> to m…@acme-logistics\.com via SMTP/);
  expect(printed()).not.toContain('morgan');
  const code = /verification code is (\d{6})/.exec(
    smtp.state.received[0]?.body.replace(/=\r?\n/g, '') ?? '',
  )?.[1];
  expect(code).toMatch(/^\d{6}$/);

  const signup = await h.post('/api/1/signup', {
    affiliate: '',
    code,
    company: 'Acme Logistics',
    email: EMAIL,
    family_name: 'Lee',
    given_name: 'Morgan',
    industry: 'Logistics',
    origin: h.baseUrl,
    password: PASSWORD,
    size: '11',
  });
  expect(signup.status).toBe(201);
  expect(await count('accounts')).toBe(1);
  expect(await count('pending_signups')).toBe(0);
  // Password hashing runs at OWASP's scrypt cost three times here.
}, 60_000);

it('keeps the address a mail server refused off the log, and keeps nothing', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  smtp.state.refusingRecipient = true;
  try {
    const refused = await h.post('/api/1/send_validation_email', {
      email: 'nobody.here@acme-logistics.com',
      password: PASSWORD,
      affiliate: '',
      origin: h.baseUrl,
    });
    expect(((await refused.json()) as { message: string }).message).toBe('Something went wrong');
  } finally {
    smtp.state.refusingRecipient = false;
  }
  const printed = logged.mock.calls.map((call) => format(...call)).join('\n');
  expect(printed).toContain(
    '[signup] the verification mail could not be sent (EENVELOPE, SMTP 550)',
  );
  expect(printed).not.toContain('nobody.here');
});
