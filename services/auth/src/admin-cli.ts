/**
 * Creates an admin, or promotes an existing account (the API never grants the role):
 *
 *   npm run admin -w @ssc/auth -- --email admin@example.com --password 'a-long-password' [--name 'Admin']
 *
 * Without --password an existing account is promoted and keeps its password. The password may
 * come from ADMIN_PASSWORD instead, to keep it out of shell history and the process list.
 * Connects with the service's own MONGO_URL / MONGO_DB.
 */
import { parseArgs } from 'node:util';
import { connectMongo, loadConfig } from '@ssc/service-kit';
import { databaseConfigSchema } from './config';
import { ensureAdmin } from './ensure-admin';

const USAGE =
  "usage: npm run admin -w @ssc/auth -- --email <email> [--password '<password>'] [--name '<display name>']\n";

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help || !values.email) {
    process.stderr.write(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig(databaseConfigSchema);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  try {
    const result = await ensureAdmin(connection, {
      email: values.email,
      password: values.password ?? process.env.ADMIN_PASSWORD,
      displayName: values.name,
    });
    const what = result.created ? 'created admin' : 'promoted to admin';
    const reset = result.passwordReset ? ' (password reset)' : '';
    process.stdout.write(`${what} ${result.email} id=${result.userId}${reset}\n`);
    return 0;
  } finally {
    await connection.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`admin: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
