import type { Logger } from '@ssc/service-kit';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { type AuthConfig, type SmtpSettings, smtpSettings } from './config';
import { MAIL_QUEUE_NAME, type OutgoingMail, outgoingMail } from './mail-queue';

/** What the worker hands mail to: nodemailer's SMTP transport, or a test's own. */
export type MailTransport = {
  sendMail(mail: OutgoingMail & { from: string }): Promise<unknown>;
  close?(): void;
};

/**
 * nodemailer over SMTP. The timeouts bound one try against a server that accepts the
 * connection and then stalls; the job is then retried later rather than hanging the worker.
 */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  const connection = typeof settings === 'string' ? { url: settings } : settings;
  return nodemailer.createTransport({ ...connection, ...timeouts });
}

/**
 * Sends the queued mail (mail-queue.ts) in the auth process, beside the HTTP server. A try
 * that fails is retried with backoff; a job that cannot be a mail fails at once; a mail out of
 * tries is logged as an error, without its text (it holds a reset link).
 */
export function createMailWorker(deps: {
  redis: Redis;
  config: Pick<AuthConfig, 'QUEUE_PREFIX' | 'MAIL_FROM' | keyof Parameters<typeof smtpSettings>[0]>;
  logger: Logger;
  transport?: MailTransport;
  concurrency?: number;
}): Worker<OutgoingMail> {
  const { config, logger } = deps;
  const transport = deps.transport ?? smtpTransport(smtpSettings(config));
  const worker = new Worker<OutgoingMail>(
    MAIL_QUEUE_NAME,
    async (job: Job<OutgoingMail>) => {
      const parsed = outgoingMail.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError('not a mail');
      await transport.sendMail({ ...parsed.data, from: config.MAIL_FROM });
    },
    { connection: deps.redis, prefix: config.QUEUE_PREFIX, concurrency: deps.concurrency ?? 4 },
  );
  worker.on('failed', (job, err) => {
    const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || err instanceof UnrecoverableError;
    const fields = { jobId: job?.id, attempts: job?.attemptsMade, err: err.message };
    if (final) logger.error(fields, 'mail not sent: out of tries');
    else logger.warn(fields, 'mail not sent yet: will retry');
  });
  worker.on('error', (err) => logger.warn({ err: err.message }, 'mail worker error'));
  worker.on('closed', () => transport.close?.());
  return worker;
}
