import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type LocalSecrets = { internalSecret: string; jwtPrivateKey: string; jwtPublicKey: string };

/**
 * Local-only secrets, generated once into the git-ignored .local folder so tokens survive
 * restarts. Production passes INTERNAL_SECRET, JWT_PRIVATE_KEY and JWT_PUBLIC_KEY instead.
 */
export function localSecrets(localDir: string): LocalSecrets {
  const file = path.join(localDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const secrets: LocalSecrets = {
    internalSecret: randomBytes(32).toString('base64url'),
    jwtPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    jwtPublicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  fs.mkdirSync(localDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
