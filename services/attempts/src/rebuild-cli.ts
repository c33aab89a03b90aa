import { connectMongo, storeProfile } from '@ssc/service-kit';
import { loadAttemptsConfig } from './config';
import { rebuildProjections } from './rebuild/rebuild-projections';

/**
 * npm run rebuild -w @ssc/attempts [-- --check]: refolds every attempt's events into the
 * projections, the per-user index and the counters. `--check` writes nothing, lists what
 * differs and exits 1 if anything does. Run it with the service's environment (MONGO_URL, MONGO_DB).
 */
const check = process.argv.includes('--check');
// Only the database settings matter here; the secret signs nothing, so any placeholder will do.
const config = loadAttemptsConfig({
  INTERNAL_SECRET: 'unused-by-the-rebuild-command-000000',
  ...process.env,
});
const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
const out = (line: string) => process.stdout.write(`${line}\n`);
try {
  const { storage } = await storeProfile(connection, config.STORE_WORKAROUNDS);
  const report = await rebuildProjections(connection, { check, storage });
  for (const m of report.mismatches) out(`${m.collection} ${m.id}: ${m.problem}`);
  out(
    `${config.MONGO_DB}: ${report.streams} attempts, ${report.events} events; ` +
      (check ? `${report.mismatches.length} mismatch(es)` : `${report.written} document(s) rewritten`),
  );
  process.exitCode =
    report.mismatches.length > 0 &&
    (check || report.mismatches.some((m) => m.collection === 'attempt_events'))
      ? 1
      : 0;
} finally {
  await connection.close();
}
