import fs from 'node:fs';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { outboxDir, sendMail } from '.';

/**
 * Without SMTP_URL a mail is an .eml file in the outbox, named after its recipient so a developer
 * finds it: the name must stay a name the file system takes, whatever the address.
 */
beforeAll(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

const mail = (to: string) => ({ to, subject: 'Your Switchboard verification code', text: 'Hi' });

it('names the file after a short address, as before', async () => {
  const sent = await sendMail(mail('jane@acme-logistics.com'));
  expect(path.basename(sent.file!)).toMatch(/^\d{13}-jane@acme-logistics\.com-[a-z0-9]{1,6}\.eml$/);
  expect(fs.readFileSync(sent.file!, 'utf8')).toMatch(/^To: jane@acme-logistics\.com$/m);
});

it('writes the mail to a 15 KB address under a short name that still shows the domain', async () => {
  const to = `${'a'.repeat(15_000)}@acme-logistics.com`;
  const sent = await sendMail(mail(to));
  const name = path.basename(sent.file!);
  expect(name.length).toBeLessThanOrEqual(120);
  expect(name).toMatch(/^\d{13}-a{20}-[0-9a-f]{12}@acme-logistics\.com-[a-z0-9]{1,6}\.eml$/);
  expect(path.dirname(sent.file!)).toBe(outboxDir());
  expect(fs.readFileSync(sent.file!, 'utf8')).toContain(
    'Subject: Your Switchboard verification code',
  );
});

it('gives two long addresses that differ only at the end two names', async () => {
  const local = 'b'.repeat(5_000);
  const [first, second] = await Promise.all([
    sendMail(mail(`${local}1@acme-logistics.com`)),
    sendMail(mail(`${local}2@acme-logistics.com`)),
  ]);
  const stem = (file: string) =>
    path
      .basename(file)
      .replace(/^\d+-/, '')
      .replace(/-\w+\.eml$/, '');
  expect(stem(first!.file!)).not.toBe(stem(second!.file!));
});

it('keeps a long domain from making the name too long', async () => {
  const sent = await sendMail(mail(`jane@${'c'.repeat(10_000)}.example`));
  expect(path.basename(sent.file!).length).toBeLessThanOrEqual(120);
});
