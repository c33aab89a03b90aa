import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureInfra } from '@ssc/infra';
import { connectMongo } from '@ssc/service-kit';
import { seedAdmin } from '../scripts/local-admin';
import { localSecrets } from '../scripts/secrets';
import { presentServices, REPO_ROOT, removeStackTopics, startStack } from '../scripts/stack';

/**
 * Starts the real platform (built services + gateway + frontends) on its own ports, with
 * fresh databases and Kafka topics of its own, so e2e never touches a dev stack's data or
 * events. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const infra = await ensureInfra();
  const dbPrefix = `e2e_${Date.now().toString(36)}`;
  const admin = { email: `admin-${dbPrefix}@e2e.test`, password: randomBytes(12).toString('base64url') };
  await seedAdmin(infra.mongoUrl, `${dbPrefix}_auth`, admin);
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  // For the few specs that must move stored dates to stand for days passing (e2e/time-travel.ts).
  process.env.E2E_MONGO_URL = infra.mongoUrl;
  process.env.E2E_DB_PREFIX = dbPrefix;
  // Where the mail auth sends lands (the stack's SMTP_URL is the same catcher): e2e/mailbox.ts.
  process.env.E2E_MAILPIT_URL = infra.mailpitUrl;

  const port = Number(process.env.E2E_PORT ?? 18080);
  // Services listen on portBase+1..4; set E2E_PORT_BASE (with E2E_PORT) to run beside another e2e stack.
  const portBase = Number(process.env.E2E_PORT_BASE ?? 14000);
  const logs: string[] = [];
  // Every line of every process, kept beside the reports: a process that dies mid-suite (every
  // later spec then fails to connect) leaves its last words here for CI to show.
  const reports = process.env.SSC_REPORTS_DIR ?? path.join(REPO_ROOT, '.local', 'reports');
  mkdirSync(reports, { recursive: true });
  const stackLog = createWriteStream(path.join(reports, 'e2e-stack.log'));
  const stack = await startStack({
    infra,
    secrets: localSecrets(path.join(REPO_ROOT, '.local')),
    port,
    portBase,
    dbPrefix,
    topicPrefix: `${dbPrefix}.`,
    logLevel: 'warn',
    // The suite signs up hundreds of students from one address; sign-in limits stay as deployed.
    // A live mock's results are released at its end + the attempts grace (30 s deployed): 5 s here
    // keeps e2e/live-mocks.spec.ts short, and still covers a submit in flight at the deadline.
    extraEnv: {
      SIGNUPS_PER_ADDRESS: '5000',
      RATE_LIMIT_PREFIX: `rl:${dbPrefix}`,
      ATTEMPT_GRACE_SECONDS: '5',
      // A test's item analysis a second after its first attempts are scored (30 s deployed).
      ITEM_ANALYSIS_DELAY_MS: '1000',
    },
    output: (line) => {
      stackLog.write(`${line}\n`);
      logs.push(line);
      if (logs.length > 200) logs.splice(0, logs.length - 80);
      if (process.env.E2E_VERBOSE) process.stdout.write(`${line}\n`);
    },
  }).catch((err) => {
    process.stderr.write(`${logs.slice(-80).join('\n')}\n`);
    throw err;
  });

  return async () => {
    await stack.stop();
    stackLog.end();
    await removeStackTopics(infra.kafkaBrokers, `${dbPrefix}.`);
    for (const svc of presentServices()) {
      const connection = await connectMongo(infra.mongoUrl, `${dbPrefix}_${svc.name}`);
      await connection.dropDatabase();
      await connection.close();
    }
  };
}
