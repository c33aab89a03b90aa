/**
 * Loads the seed question bank and mock tests into an empty catalog database:
 *
 *   npm run seed -w @ssc/seed-bank
 *
 * Uses MONGO_URL / MONGO_DB like the service. Does nothing if the catalog already has
 * questions or tests (the service's start runs the same check on boot).
 */

import { catalogConfigSchema } from '@ssc/catalog';
import { connectMongo, loadConfig } from '@ssc/service-kit';
import { seedCatalog } from './catalog-seed';

async function run(): Promise<void> {
  const config = loadConfig(catalogConfigSchema.pick({ MONGO_URL: true, MONGO_DB: true }));
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  try {
    const result = await seedCatalog(connection);
    const line = result.skipped
      ? `catalog in ${config.MONGO_DB} already has data; nothing seeded\n`
      : `seeded ${result.questions} questions and ${result.tests} tests into ${config.MONGO_DB}\n`;
    process.stdout.write(line);
  } finally {
    await connection.close();
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`seed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
