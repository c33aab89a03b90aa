/**
 * CSV bulk import benchmark: a 10,000-row bilingual file (Hindi, quoted commas and line
 * breaks) goes through the real path (stored file, BullMQ job on Redis, worker, Mongo-wire
 * server) into a throw-away database. Target: under 30 s on the 2-core dev machine.
 *
 *   npx tsx bench/import-csv.ts            (ROWS=20000 to change the size)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { CSV_COLUMNS, CSV_MAX_BYTES, type ImportResult } from '@ssc/contracts';
import { ensureInfra } from '@ssc/infra';
import { connectMongo, connectRedis, createLogger } from '@ssc/service-kit';
import type { Job } from 'bullmq';
import { stringify } from 'csv-stringify/sync';
import { ensureCatalogIndexes } from '../services/catalog/src/catalog-indexes';
import { importFileModel } from '../services/catalog/src/import/import-file-model';
import { createImportQueue } from '../services/catalog/src/import/import-queue';
import { createImportWorker } from '../services/catalog/src/import/import-worker';

const ROWS = Number(process.env.ROWS ?? 10_000);
const SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
];

/** A realistic percentage question with its Hindi translation; unique per `i`. */
function row(i: number): string[] {
  const pct = 5 + (i % 60);
  const base = 100 + i * 3;
  const answer = (pct * base) / 100;
  const cells: Record<string, string> = {
    questionTextEnglish: `Q${i}. A shopkeeper marks an article at ₹${base}. If he allows a discount of ${pct}%, how much, in rupees, is the discount?\n(Give the exact amount.)`,
    questionTextHindi: `प्र${i}. एक दुकानदार किसी वस्तु पर ₹${base} अंकित करता है। यदि वह ${pct}% की छूट देता है, तो छूट कितने रुपये की है?\n(सटीक राशि बताइए।)`,
    optionAEnglish: `₹${answer}`,
    optionBEnglish: `₹${answer + 5}`,
    optionCEnglish: `₹${answer + 10}`,
    optionDEnglish: `₹${answer + 15}, approx.`,
    optionAHindi: `₹${answer}`,
    optionBHindi: `₹${answer + 5}`,
    optionCHindi: `₹${answer + 10}`,
    optionDHindi: `₹${answer + 15}, लगभग`,
    correctAnswer: 'A',
    section: SECTIONS[i % SECTIONS.length] ?? 'GENERAL',
    difficulty: ['EASY', 'MEDIUM', 'HARD'][i % 3] ?? 'MEDIUM',
    explanationEnglish: `Discount = ${pct}% of ₹${base} = ${base} × ${pct} / 100 = ₹${answer}.`,
    explanationHindi: `छूट = ₹${base} का ${pct}% = ${base} × ${pct} / 100 = ₹${answer}।`,
    topicTags: JSON.stringify(['Percentage', 'Discount']),
    marks: '2',
    negativeMarks: '0.5',
  };
  return CSV_COLUMNS.map((c) => cells[c] ?? '');
}

const seconds = (from: number) => (performance.now() - from) / 1000;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const infra = await ensureInfra({ log: () => undefined });
  const config = {
    QUEUE_PREFIX: `bench_${randomBytes(4).toString('hex')}`,
    IMPORT_CONCURRENCY: 1,
    KAFKA_TOPIC_PREFIX: 'bench.',
  };
  const dbName = `bench_import_${randomBytes(4).toString('hex')}`;
  const logger = createLogger('bench-import', 'warn');
  const connection = await connectMongo(infra.mongoUrl, dbName);
  const redis = connectRedis(infra.redisUrl, 'bench-import');
  const queue = createImportQueue(config, redis);
  const worker = createImportWorker({ connection, redis, config, logger });

  try {
    await ensureCatalogIndexes(connection);

    let t0 = performance.now();
    const csv = Buffer.from(
      `\uFEFF${stringify([[...CSV_COLUMNS], ...Array.from({ length: ROWS }, (_, i) => row(i))], { record_delimiter: 'windows' })}`,
    );
    say(`generated ${ROWS} rows, ${(csv.length / 1e6).toFixed(2)} MB in ${seconds(t0).toFixed(2)} s`);
    if (csv.length > CSV_MAX_BYTES) throw new Error('the generated file exceeds the 10 MB upload limit');

    const run = async (label: string, dryRun: boolean): Promise<ImportResult> => {
      const id = randomUUID();
      t0 = performance.now();
      const files = importFileModel(connection);
      await files.create({
        _id: id,
        fileName: 'bench.csv',
        size: csv.length,
        uploadedBy: 'bench',
        bytes: csv,
        createdAt: new Date(),
      });
      const done = new Promise<ImportResult>((resolve, reject) => {
        worker.on('completed', (job: Job, result: ImportResult) => job.id === id && resolve(result));
        worker.on('failed', (job: Job | undefined, err: Error) => job?.id === id && reject(err));
      });
      await queue.add(
        'import',
        { fileId: id, fileName: 'bench.csv', dryRun, uploadedBy: 'bench' },
        { jobId: id },
      );
      const result = await done;
      const s = seconds(t0);
      say(
        `${label}: ${ROWS} rows in ${s.toFixed(2)} s (${Math.round(ROWS / s)} rows/s) — ` +
          `imported ${result.imported}, duplicates ${result.duplicates}, invalid ${result.invalidRows}`,
      );
      return result;
    };

    const first = await run('import (store file, queue, parse, validate, insert, outbox)', false);
    if (first.imported !== ROWS) throw new Error(`expected ${ROWS} imported, got ${first.imported}`);
    await run('re-import of the same file (all duplicates)', false);
    await run('dry run of the same file', true);
  } finally {
    await worker.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await redis.quit();
    await connection.dropDatabase();
    await connection.close();
  }
}

await main();
