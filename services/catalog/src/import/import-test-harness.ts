import { type ImportJobStatus, importJobStatus } from '@ssc/contracts';
import { connectMongo, connectRedis, createLogger, createServiceApp, type Identity } from '@ssc/service-kit';
import { callersFor, serviceTestEnv } from '@ssc/test-kit';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { expect } from 'vitest';
import { ensureCatalogIndexes } from '../catalog-indexes';
import { loadCatalogConfig } from '../config';
import { importFileModel } from './import-file-model';
import { createImportQueue, type ImportQueue } from './import-queue';
import { importRoutes } from './import-routes';
import { createImportWorker, type ImportWorker } from './import-worker';

export type ImportHarness = {
  app: Express;
  connection: Connection;
  queue: ImportQueue;
  worker: ImportWorker;
  as(role: Identity['role']): Record<string, string>;
  upload(bytes: Buffer, fileName?: string, opts?: { dryRun?: boolean }): request.Test;
  /** Resolves once the job is completed or finally failed, with its status from the API. */
  finished(jobId: string): Promise<ImportJobStatus>;
  /** Jobs in the queue, whatever their state. */
  jobCount(): Promise<number>;
  /** Uploaded files kept for their jobs. */
  storedFiles(): Promise<number>;
  /** Uploads, expects 202 and waits for the job. */
  importFile(bytes: Buffer, opts?: { dryRun?: boolean; fileName?: string }): Promise<ImportJobStatus>;
  close(): Promise<void>;
};

/**
 * The import routes in a service app, a queue and an `autorun: false` worker on the real
 * Redis and Mongo-wire servers, isolated by a database and a queue prefix of their own.
 */
export async function startImportHarness(): Promise<ImportHarness> {
  const config = loadCatalogConfig(serviceTestEnv('catalog_import'));
  const logger = createLogger('catalog-import-test', 'silent');
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  await ensureCatalogIndexes(connection);
  const redis: Redis = connectRedis(config.REDIS_URL, 'catalog-import-test');
  const queue = createImportQueue(config, redis);
  const worker = createImportWorker({ connection, redis, config, logger, autorun: false });
  const running = worker.run();

  const app = createServiceApp({
    logger,
    internalSecret: config.INTERNAL_SECRET,
    health: {},
    routes: [importRoutes({ connection, queue, logger, config })],
  });
  const callers = callersFor(config.INTERNAL_SECRET);
  const as = (role: Identity['role']) => callers.as(`${role}-1`, role);

  const settled = async (jobId: string) => {
    const state = await (await queue.getJob(jobId))?.getState();
    return state === 'completed' || state === 'failed';
  };
  const finished = async (jobId: string): Promise<ImportJobStatus> => {
    for (;;) {
      let off = () => {};
      const event = new Promise<void>((resolve) => {
        const onEvent = (job: { id?: string } | undefined) => {
          if (job?.id === jobId) resolve();
        };
        worker.on('completed', onEvent);
        worker.on('failed', onEvent);
        off = () => {
          worker.off('completed', onEvent);
          worker.off('failed', onEvent);
        };
      });
      // Listening before looking, so a job finishing in between is not missed.
      const done = await settled(jobId);
      if (!done) await event;
      off();
      if (done || (await settled(jobId))) break;
    }
    const res = await request(app).get(`/api/admin/questions/upload/${jobId}`).set(as('admin'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return importJobStatus.parse(res.body);
  };

  const upload = (bytes: Buffer, fileName = 'questions.csv', opts: { dryRun?: boolean } = {}) => {
    const req = request(app).post('/api/admin/questions/upload').set(as('admin'));
    if (opts.dryRun !== undefined) req.field('dryRun', String(opts.dryRun));
    return req.attach('csv', bytes, { filename: fileName, contentType: 'text/csv' });
  };

  return {
    app,
    connection,
    queue,
    worker,
    as,
    upload,
    finished,
    jobCount: async () => Object.values(await queue.getJobCounts()).reduce((a, b) => a + b, 0),
    storedFiles: () => importFileModel(connection).countDocuments(),
    async importFile(bytes, opts = {}) {
      const res = await upload(bytes, opts.fileName, opts);
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      return finished(res.body.jobId);
    },
    async close() {
      await worker.close();
      await running;
      await queue.obliterate({ force: true });
      await queue.close();
      await redis.quit();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}
