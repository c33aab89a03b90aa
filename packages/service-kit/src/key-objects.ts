import { createPrivateKey, createPublicKey, createSecretKey, type KeyObject } from 'node:crypto';

/**
 * Keys for jsonwebtoken, parsed once. Given a string, jsonwebtoken 9 parses it on every call —
 * and for an HMAC secret it first tries (and fails) to read it as a PEM private and public key.
 * Profiling the answer path showed those failed parses at 14 % of a service's CPU.
 */
const cache = new Map<string, KeyObject>();

function memo(kind: string, key: string, make: () => KeyObject): KeyObject {
  const id = `${kind}:${key}`;
  let found = cache.get(id);
  if (!found) {
    found = make();
    cache.set(id, found);
  }
  return found;
}

export const secretKeyOf = (secret: string) =>
  memo('secret', secret, () => createSecretKey(Buffer.from(secret)));
export const publicKeyOf = (pem: string) => memo('public', pem, () => createPublicKey(pem));
export const privateKeyOf = (pem: string) => memo('private', pem, () => createPrivateKey(pem));
