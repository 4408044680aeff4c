import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { resetEnvForTests } from '@/lib/env';
import {
  sendMail,
  SMTP_CONNECTION_TIMEOUT_MS,
  SMTP_GREETING_TIMEOUT_MS,
  SMTP_SOCKET_TIMEOUT_MS,
  verifyMailTransport,
} from '.';

/**
 * SMTP_URL against a server that never answers, or that refuses our credentials: a sign-up waits
 * seconds, not nodemailer's two minutes, and start-up says so on one line without stopping.
 */
const USER = 'switchboard';
const PASSWORD = 'right-horse-battery';

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A real SMTP server that signs in USER with PASSWORD only. */
async function startSmtp() {
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, session, callback) {
      if (auth.username === USER && auth.password === PASSWORD)
        return callback(null, { user: USER });
      // As a careless server may: its refusal repeats what it was sent, the password too.
      callback(new Error(`Invalid username or password (${auth.username}:${auth.password})`));
    },
  });
  const port = await listen(server.server);
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Takes the connection and says nothing, as a host behind a firewall that drops replies. */
async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  const port = await listen(server);
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function useSmtpUrl(url: string) {
  process.env.SMTP_URL = url;
  resetEnvForTests();
}

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

const lines = (spy: jest.SpyInstance) => spy.mock.calls.map((call: unknown[]) => format(...call));

it('connects with timeouts of seconds, not nodemailer defaults of minutes, keeping the URL options', async () => {
  // Hangs up at once: only the transport's options are under test here.
  const closing = net.createServer((socket) => socket.destroy());
  const port = await listen(closing);
  const made = jest.spyOn(nodemailer, 'createTransport');
  try {
    useSmtpUrl(`smtp://${USER}:${PASSWORD}@127.0.0.1:${port}?name=web-1.switchboard.example`);
    await expect(
      sendMail({ to: 'morgan.lee@acme-logistics.com', subject: 'Code', text: '1' }),
    ).rejects.toThrow();
  } finally {
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }
  expect(made).toHaveBeenCalledWith(
    expect.objectContaining({
      host: '127.0.0.1',
      port,
      auth: { user: USER, pass: PASSWORD },
      name: 'web-1.switchboard.example',
      connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
      greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    }),
  );
  expect(SMTP_CONNECTION_TIMEOUT_MS + SMTP_GREETING_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
});

it('fails a send to a server that never answers within the greeting timeout', async () => {
  const silent = await startSilentServer();
  try {
    useSmtpUrl(`smtp://127.0.0.1:${silent.port}`);
    const started = Date.now();
    await expect(
      sendMail({ to: 'morgan.lee@acme-logistics.com', subject: 'Code', text: '123456' }),
    ).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(SMTP_GREETING_TIMEOUT_MS + 1_000);
  } finally {
    await silent.stop();
  }
}, 15_000);

describe('the start-up check (verifyMailTransport)', () => {
  it('says in one info line that the SMTP server answers and takes the credentials', async () => {
    const smtp = await startSmtp();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      useSmtpUrl(`smtp://${USER}:${PASSWORD}@127.0.0.1:${smtp.port}`);
      expect(await verifyMailTransport()).toBe(true);
    } finally {
      await smtp.stop();
    }
    expect(lines(info)).toEqual([
      `[startup] the SMTP server 127.0.0.1:${smtp.port} passed its check (connected, signed in if SMTP_URL has credentials)`,
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns in one line, without the password, when the server refuses the credentials', async () => {
    const smtp = await startSmtp();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      useSmtpUrl(`smtp://${USER}:wrong-${PASSWORD}@127.0.0.1:${smtp.port}`);
      expect(await verifyMailTransport()).toBe(false);
    } finally {
      await smtp.stop();
    }
    expect(lines(warn)).toHaveLength(1);
    expect(lines(warn)[0]).toMatch(
      new RegExp(
        `^\\[startup\\] warning: the SMTP server 127\\.0\\.0\\.1:${smtp.port} of SMTP_URL failed ` +
          'its check \\(EAUTH, SMTP 535: Invalid login: 535 .*\\); sign-in codes and demo ' +
          'confirmations fail until it answers and accepts the credentials\\. The site serves ' +
          'meanwhile\\.$',
      ),
    );
    expect(lines(warn)[0]).toContain(`(${USER}:***)`);
    expect(lines(warn)[0]).not.toContain(PASSWORD);
  });

  it('warns within the greeting timeout when the server never answers, and never throws', async () => {
    const silent = await startSilentServer();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    try {
      useSmtpUrl(`smtp://127.0.0.1:${silent.port}`);
      expect(await verifyMailTransport()).toBe(false);
    } finally {
      await silent.stop();
    }
    expect(Date.now() - started).toBeLessThan(SMTP_GREETING_TIMEOUT_MS + 1_000);
    expect(lines(warn)).toEqual([
      `[startup] warning: the SMTP server 127.0.0.1:${silent.port} of SMTP_URL failed its check ` +
        '(ETIMEDOUT: Greeting never received); sign-in codes and demo confirmations fail until ' +
        'it answers and accepts the credentials. The site serves meanwhile.',
    ]);
  }, 15_000);
});
