import '@/lib/server/only-on-server';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
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

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
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
  const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const file = path.join(
    dir,
    `${Date.now()}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  await fs.writeFile(file, info.message);
  console.info(
    `[mail] wrote "${mail.subject}" to ${mail.to} as ${path.relative(process.cwd(), file)}`,
  );
  return { messageId: info.messageId, file };
}
