import '@/lib/server/only-on-server';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1). argon2id would be
 * preferred but is not installed; scrypt is in node:crypto and memory-hard too
 * (docs/decisions/0040-embedded-signup-backend.md). The parameters travel inside the stored string,
 * so they can be raised later without breaking existing hashes.
 */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
// scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that.
const maxmem = (N: number, r: number) => 256 * N * r;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await derive(password, salt, { N, r, p, maxmem: maxmem(N, r) }, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n), Number(r)),
  };
  const key = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length);
  return timingSafeEqual(key, expected);
}
