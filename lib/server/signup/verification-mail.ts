import '@/lib/server/only-on-server';
import { PRODUCT_NAME } from '@/constants/brand';
import { VERIFICATION_CODE_TTL_MINUTES } from '@/constants/timings';
import type { Mail } from '@/lib/server/mail';

export const VERIFICATION_MAIL_SUBJECT = `Your ${PRODUCT_NAME} verification code`;

/** The mail carrying a signup's six-digit code. */
export function verificationMail(to: string, code: string): Mail {
  const intro = `Your ${PRODUCT_NAME} verification code is ${code}.`;
  const expiry = `Enter it in the signup window to create your account. It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;
  const ignore = `If you did not start a ${PRODUCT_NAME} free trial, you can ignore this email: no account is created without the code.`;
  return {
    to,
    subject: VERIFICATION_MAIL_SUBJECT,
    text: `${intro}\n\n${expiry}\n\n${ignore}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#14111f">
<p>Your ${PRODUCT_NAME} verification code is:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px">${code}</p>
<p>${expiry}</p>
<p style="color:#55516b">${ignore}</p>
</body></html>`,
  };
}
