import '@/lib/server/only-on-server';
import { createHash } from 'node:crypto';

/** SHA-256 as lowercase hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * Both conversion APIs match people by the SHA-256 of the trimmed, lowercased email (LinkedIn's
 * SHA256_EMAIL, Meta's `em`); Meta normalises names the same way (`fn`, `ln`).
 */
export function hashNormalised(value: string): string {
  return sha256Hex(value.trim().toLowerCase());
}
