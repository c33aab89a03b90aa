import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AuthConfig } from './config';

export const MAIL_QUEUE_NAME = 'auth-mail';

/** One mail to send: plain text, to one address. */
export const outgoingMail = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string().min(1),
});
export type OutgoingMail = z.infer<typeof outgoingMail>;
export type MailQueue = Queue<OutgoingMail>;

/** A page of the site that a mailed token opens (the token rides in its query). */
export const mailedLink = (publicUrl: string, path: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;

/** How routes send mail: handed to the queue, so a slow or absent mail server never holds a request. */
export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/**
 * Mail waits in Redis until the worker (mail-worker.ts) has handed it to the SMTP server,
 * retried with exponential backoff while the server is down or slow. A sent mail is removed
 * at once and a failed one after a day: each holds a live reset link.
 */
export function createMailQueue(
  config: Pick<AuthConfig, 'QUEUE_PREFIX' | 'MAIL_ATTEMPTS' | 'MAIL_BACKOFF_MS'>,
  connection: Redis,
): MailQueue {
  return new Queue<OutgoingMail>(MAIL_QUEUE_NAME, {
    connection,
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: config.MAIL_ATTEMPTS,
      backoff: { type: 'exponential', delay: config.MAIL_BACKOFF_MS },
      removeOnComplete: true,
      removeOnFail: { age: 24 * 60 * 60 },
    },
  });
}

export const queueMailer = (queue: MailQueue): Mailer => ({
  async send(mail) {
    await queue.add('mail', outgoingMail.parse(mail));
  },
});
