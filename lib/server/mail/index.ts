import '@/lib/server/only-on-server';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
// The file itself: Node's ESM resolution (which Next checks for external packages) has no folder index.
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { env } from '@/lib/env';

export { fieldLines, mailValue } from './text';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** An iCalendar invitation shown by mail clients as an event (method REQUEST). */
  icalEvent?: { method: 'REQUEST' | 'PUBLISH' | 'CANCEL'; content: string; filename?: string };
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

export function outboxDir(): string {
  return path.resolve(env().DATA_DIR, 'outbox');
}

/**
 * How long a send waits on the SMTP server. nodemailer's defaults (2 minutes to connect, 30 s for
 * the greeting, 10 minutes of silence) would hold a visitor's trial sign-up that long against a
 * host that drops packets; a failed send already answers the visitor "Something went wrong".
 */
export const SMTP_CONNECTION_TIMEOUT_MS = 5_000;
export const SMTP_GREETING_TIMEOUT_MS = 5_000;
export const SMTP_SOCKET_TIMEOUT_MS = 10_000;

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    // nodemailer drops every other option given beside a URL: the URL's are spread in, and a
    // timeout set in its query string (?socketTimeout=30000) still wins.
    const transport = nodemailer.createTransport({
      connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
      greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
      ...parseConnectionUrl(url),
    });
    smtp = { url, transport };
  }
  return smtp.transport;
}

/** Where SMTP_URL points, for the log: host and port, never the credentials. */
function smtpServerName(url: string): string {
  const { host, port, secure } = parseConnectionUrl(url);
  return `${host ?? 'localhost'}:${port ?? (secure ? 465 : 587)}`;
}

/**
 * Start-up, in the preview and production stages: connects to SMTP_URL's server and signs in, so
 * a wrong host or password shows on the log at once rather than at the first sign-up. Never
 * throws: a mail outage must not take the site down (sends fail cleanly on their own).
 */
export async function verifyMailTransport(): Promise<boolean> {
  const { SMTP_URL } = env();
  if (!SMTP_URL) return true;
  try {
    await smtpTransport(SMTP_URL).verify();
    console.info(
      `[startup] the SMTP server ${smtpServerName(SMTP_URL)} passed its check (connected, signed in if SMTP_URL has credentials)`,
    );
    return true;
  } catch (error) {
    // No recipient is involved here, so nodemailer's message ("Invalid login: 535 ...") may show.
    const { message } = (error ?? {}) as { message?: unknown };
    const { auth } = parseConnectionUrl(SMTP_URL);
    const password = auth && 'pass' in auth ? auth.pass : undefined;
    const said = password ? String(message).split(password).join('***') : String(message);
    console.warn(
      `[startup] warning: the SMTP server ${smtpServerName(SMTP_URL)} of SMTP_URL failed its ` +
        `check (${mailFailure(error)}: ${said}); sign-in codes and demo confirmations ` +
        'fail until it answers and accepts the credentials. The site serves meanwhile.',
    );
    return false;
  }
}

// The same MIME builder serves both paths, so an .eml in the outbox is exactly what SMTP would carry.
const mimeBuilder = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'unix',
});

/**
 * What a failed delivery may put on the log: its code and the server's reply code. Not the error
 * itself: nodemailer's names the rejected recipients (its message and its `rejected` list).
 */
export function mailFailure(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : 'failed'];
  if (typeof responseCode === 'number') parts.push(`SMTP ${responseCode}`);
  return parts.join(', ');
}

/** 'morgan.lee@acme-logistics.com' -> 'm…@acme-logistics.com': which mailbox, not whose. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 1 ? '…' : `${address[0]}…${address.slice(at)}`;
}

/** File systems take names of at most 255 bytes; the outbox's stay well under it. */
const OUTBOX_NAME_MAX = 100;
const OUTBOX_NAME_KEPT_LOCAL = 20;
const OUTBOX_NAME_KEPT_DOMAIN = 50;

/**
 * The recipient as an outbox file names it: the address itself, so a developer finds the mail.
 * One too long for a file name (the mail does not count on its callers' checks) gives the start
 * of its local part, a hash of the whole (two such addresses keep two names) and its domain's start.
 */
function outboxName(to: string): string {
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  if (safe.length <= OUTBOX_NAME_MAX) return safe;
  const at = safe.lastIndexOf('@');
  const local = at === -1 ? safe : safe.slice(0, at);
  const domain = at === -1 ? '' : safe.slice(at, at + 1 + OUTBOX_NAME_KEPT_DOMAIN);
  const digest = createHash('sha256').update(to).digest('hex').slice(0, 12);
  return `${local.slice(0, OUTBOX_NAME_KEPT_LOCAL)}-${digest}${domain}`;
}

/**
 * Sends one message: through SMTP when SMTP_URL is set, otherwise as an .eml file under
 * data/outbox/ with a one-line summary on the server log. Throws when delivery fails, so callers
 * can roll back what depended on it.
 */
export async function sendMail(mail: Mail): Promise<SentMail> {
  const { SMTP_URL, MAIL_FROM } = env();
  const message = { from: MAIL_FROM, ...mail };
  if (SMTP_URL) {
    const info = (await smtpTransport(SMTP_URL).sendMail(message)) as { messageId: string };
    // A production log keeps no visitor's address or name (a subject may hold both).
    console.info(`[mail] sent ${info.messageId} to ${maskedAddress(mail.to)} via SMTP`);
    return { messageId: info.messageId };
  }
  const info = (await mimeBuilder.sendMail(message)) as { messageId: string; message: Buffer };
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${Date.now()}-${outboxName(mail.to)}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  await fs.writeFile(file, info.message);
  console.info(
    `[mail] wrote "${mail.subject}" to ${mail.to} as ${path.relative(process.cwd(), file)}`,
  );
  return { messageId: info.messageId, file };
}
