import { ensureCatalogIndexes } from '@ssc/catalog';
import { seedCatalog } from '@ssc/seed-bank';
import { connectMongo } from '@ssc/service-kit';

/** Loads the bilingual question bank and the mock tests into an empty catalog database. */
export async function seedCatalogIfEmpty(mongoUrl: string, dbName: string) {
  const connection = await connectMongo(mongoUrl, dbName);
  try {
    await ensureCatalogIndexes(connection);
    return await seedCatalog(connection);
  } finally {
    await connection.close();
  }
}
