import { createLogger } from '@ssc/service-kit';
import { testInfra, uniqueName } from '@ssc/test-kit';
import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailQueue, type MailQueue, queueMailer } from './mail-queue';
import { createMailWorker, type MailTransport } from './mail-worker';

const logger = createLogger('auth-mail-test', 'silent');

type MailpitMessage = { ID: string; Subject: string; To: { Address: string }[] };

async function mailsTo(address: string): Promise<MailpitMessage[]> {
  const query = encodeURIComponent(`to:${address}`);
  const res = await fetch(`${testInfra().mailpitUrl}/api/v1/search?query=${query}`);
  return ((await res.json()) as { messages: MailpitMessage[] }).messages;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

describe('mail queue and worker (real Redis, Mailpit)', () => {
  const opened: { close(): Promise<unknown> }[] = [];
  const redisUrl = () => testInfra().redisUrl;
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });

  function start(transport?: MailTransport): { queue: MailQueue; worker: Worker } {
    const config = {
      QUEUE_PREFIX: uniqueName('mail_it'),
      MAIL_ATTEMPTS: 3,
      MAIL_BACKOFF_MS: 50,
      MAIL_FROM: 'SSC Mock <no-reply@ssc.test>',
      SMTP_URL: testInfra().smtpUrl,
      SMTP_PORT: 587,
      SMTP_SECURE: false,
    };
    const queueRedis = new Redis(redisUrl(), { maxRetriesPerRequest: 1 });
    const workerRedis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
    opened.push({ close: () => queueRedis.quit() }, { close: () => workerRedis.quit() });
    const queue = createMailQueue(config, queueRedis);
    const worker = createMailWorker({
      redis: workerRedis,
      config,
      logger,
      ...(transport ? { transport } : {}),
    });
    opened.push(queue, worker);
    return { queue, worker };
  }

  it('delivers a queued mail over SMTP', async () => {
    const { queue } = start();
    const to = `${uniqueName('reader')}@example.com`;
    await queueMailer(queue).send({ to, subject: 'Reset your SSC Mock password', text: 'the link' });
    const found = await eventually(
      () => mailsTo(to),
      (m) => m.length > 0,
    );
    expect(found.map((m) => m.Subject)).toEqual(['Reset your SSC Mock password']);
  });

  it('tries again when the mail server fails, and hands the request back before any try', async () => {
    const tries: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { queue } = start({
      async sendMail(mail) {
        tries.push(mail.to);
        // The first try waits on a server that does not answer, then fails.
        if (tries.length === 1) {
          await held;
          throw new Error('421 try again later');
        }
      },
    });
    await queueMailer(queue).send({ to: 'asha@example.com', subject: 's', text: 't' });
    // Queued and answered while the first try is still held by the "server".
    await eventually(
      async () => tries.length,
      (n) => n === 1,
    );
    expect(tries).toEqual(['asha@example.com']);
    release();
    await eventually(
      async () => tries.length,
      (n) => n === 2,
    );
    expect(tries).toEqual(['asha@example.com', 'asha@example.com']);
  });
});
