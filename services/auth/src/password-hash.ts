import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (salt and hash base64), so the cost can
 * be raised later: old hashes keep verifying with their own parameters and are re-hashed on
 * the next successful sign-in (see `needsRehash`).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

// scrypt needs 128·N·r bytes (32 MiB at the defaults); Node's default ceiling is exactly 32 MiB.
const maxmemFor = (N: number, r: number) => Math.max(64 * 1024 * 1024, 256 * N * r);

// A tampered or corrupt stored hash must not be able to make one sign-in burn gigabytes.
const LIMITS = { maxN: 2 ** 20, maxR: 32, maxP: 16 };

type ScryptParams = { N: number; r: number; p: number };

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for anything that is not a well-formed hash; never throws. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(actual, parsed.key);
}

/** True when a stored hash uses weaker parameters than the current ones. */
export function needsRehash(encoded: string): boolean {
  const parsed = parseHash(encoded);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < SCRYPT_PARAMS.N || r < SCRYPT_PARAMS.r || p < SCRYPT_PARAMS.p;
}

function parseHash(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,8}$/.test(v) ? Number(v) : Number.NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > LIMITS.maxN || !(r >= 1 && r <= LIMITS.maxR) || !(p >= 1 && p <= LIMITS.maxP)) {
    return null;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}

function derive(password: string, salt: Buffer, length: number, { N, r, p }: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}
