import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureAdmin } from '@ssc/auth';
import { connectMongo } from '@ssc/service-kit';

export type AdminCredentials = { email: string; password: string };

/**
 * The local admin's credentials: ADMIN_EMAIL / ADMIN_PASSWORD if set, otherwise generated
 * once and kept in .local/admin-credentials.json so the README can point people there.
 */
export function localAdminCredentials(localDir: string): AdminCredentials {
  const file = path.join(localDir, 'admin-credentials.json');
  const stored = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AdminCredentials)
    : undefined;
  const credentials = {
    email: process.env.ADMIN_EMAIL ?? stored?.email ?? 'admin@sscmock.local',
    password: process.env.ADMIN_PASSWORD ?? stored?.password ?? randomBytes(12).toString('base64url'),
  };
  fs.mkdirSync(localDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

/** Creates or promotes the admin account in the auth service's database. */
export async function seedAdmin(
  mongoUrl: string,
  dbName: string,
  credentials: AdminCredentials,
): Promise<void> {
  const connection = await connectMongo(mongoUrl, dbName);
  try {
    await ensureAdmin(connection, { ...credentials, displayName: 'Administrator' });
  } finally {
    await connection.close();
  }
}
