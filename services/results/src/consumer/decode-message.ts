import { anyEnvelope, attemptEvents } from '@ssc/contracts';
import { isQueueableId, type ScoreJob } from '../jobs/score-queue';

export type RawMessage = { value: Buffer | null; headers?: Record<string, unknown> };

export type Decoded =
  | { kind: 'skip' }
  | { kind: 'job'; job: ScoreJob }
  | { kind: 'bad'; reason: string; attemptId: string | null; payload: unknown };

/** Dead letters keep at most this much of a message they could not read. */
const MAX_KEPT = 10_000;

const headerText = (value: unknown): string | undefined =>
  Buffer.isBuffer(value) ? value.toString() : typeof value === 'string' ? value : undefined;

/**
 * One message of `attempts.lifecycle.v1`: an AttemptSubmitted envelope becomes a scoring job;
 * any other type (AttemptStarted, or one added later) is skipped on the `type` header without
 * parsing the body; anything that cannot be read is bad (it goes to the dead letters, never
 * blocks the partition).
 */
export function decodeMessage(message: RawMessage): Decoded {
  const type = headerText(message.headers?.type);
  if (type !== undefined && type !== 'AttemptSubmitted') return { kind: 'skip' };
  const text = message.value?.toString() ?? '';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      kind: 'bad',
      reason: 'The message is not JSON',
      attemptId: null,
      payload: text.slice(0, MAX_KEPT),
    };
  }
  const envelope = anyEnvelope.safeParse(json);
  if (!envelope.success)
    return { kind: 'bad', reason: 'The message is not an event envelope', attemptId: null, payload: json };
  if (envelope.data.type !== 'AttemptSubmitted') return { kind: 'skip' };

  const data = envelope.data.data as { attemptId?: unknown } | null;
  const attemptId = typeof data?.attemptId === 'string' ? data.attemptId : null;
  const submitted = attemptEvents.AttemptSubmitted.safeParse(json);
  if (!submitted.success) {
    const issue = submitted.error.issues[0];
    const where = issue?.path.join('.') || '(envelope)';
    return {
      kind: 'bad',
      reason: `AttemptSubmitted is malformed: ${where}: ${issue?.message ?? 'invalid'}`,
      attemptId,
      payload: json,
    };
  }
  if (!isQueueableId(submitted.data.data.attemptId))
    return { kind: 'bad', reason: 'The attempt id cannot be a job id', attemptId, payload: json };
  return { kind: 'job', job: { ...submitted.data.data, eventId: submitted.data.id } };
}
