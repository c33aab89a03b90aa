import { createKafkaAdmin, startBatchConsumer } from '@ssc/kafka';

export type StreamAnswer = { selectedAnswer: string | null; attemptStatus: string };
export type StreamSubmission = {
  reason: string;
  /** When it happened (the envelope's occurredAt, ms). */
  at: number;
  answers: { questionId: string; selectedAnswer: string | null; attemptStatus: string }[];
};

export type AttemptStreams = {
  /** Answer events by `attemptId|questionId|clientTs` (ReviewMarkToggled included). */
  answers: Map<string, StreamAnswer>;
  /** AttemptSubmitted events by attempt id (distinct event ids; more than one is a double close). */
  submissions: Map<string, StreamSubmission[]>;
  started: Set<string>;
  /** When each ResultComputed event of an attempt happened (distinct event ids; two is a double scoring). */
  scored: Map<string, number[]>;
  events: number;
};

export const answerKey = (attemptId: string, questionId: string, clientTs: number) =>
  `${attemptId}|${questionId}|${clientTs}`;

type Envelope = {
  id: string;
  type: string;
  occurredAt: string;
  data: {
    attemptId: string;
    questionId?: string;
    clientTs?: number;
    selectedAnswer?: string | null;
    attemptStatus?: string;
    reason?: string;
    answers?: StreamSubmission['answers'];
  };
};

/**
 * Reads every attempt and result event a stack published, from the start of its attempt and results topics to their
 * current end, as a fresh consumer group (named under the stack's prefix, so removing the stack
 * removes it): the final event streams a bench holds its acknowledged writes against. Events
 * are counted once per envelope id (the outbox may publish one twice; consumers dedupe by id).
 */
export async function readAttemptStreams(brokers: string[], topicPrefix: string): Promise<AttemptStreams> {
  const conn = { clientId: `${topicPrefix}bench-verify`, brokers };
  const groupId = `${topicPrefix}bench-verify-${Date.now()}`;
  const admin = createKafkaAdmin(conn);
  const ends = new Map<string, number>();
  let topics: string[];
  try {
    topics = (await admin.listTopics()).filter(
      (t) => t.startsWith(`${topicPrefix}attempts`) || t.startsWith(`${topicPrefix}results`),
    );
    for (const p of topics.length > 0 ? await admin.offsets(groupId, topics) : [])
      ends.set(`${p.topic}:${p.partition}`, p.high);
  } finally {
    await admin.close();
  }

  const out: AttemptStreams = {
    answers: new Map(),
    submissions: new Map(),
    started: new Set(),
    scored: new Map(),
    events: 0,
  };
  const seen = new Set<string>();
  const remaining = new Set([...ends].filter(([, high]) => high > 0).map(([k]) => k));
  if (remaining.size === 0) return out;

  let allRead: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    allRead = resolve;
  });
  const consumer = await startBatchConsumer(conn, {
    groupId,
    topics,
    fromBeginning: true,
    maxBatch: 10_000,
    log: { warn: (obj, msg) => console.warn(msg, obj) },
    handle: async (messages) => {
      for (const message of messages) {
        const envelope = JSON.parse(message.value?.toString('utf8') ?? 'null') as Envelope | null;
        if (envelope && !seen.has(envelope.id)) {
          seen.add(envelope.id);
          fold(out, envelope);
        }
        const key = `${message.topic}:${message.partition}`;
        if (Number(message.offset) + 1 >= (ends.get(key) ?? 0)) remaining.delete(key);
      }
      if (remaining.size === 0) allRead();
    },
  });
  await done;
  await consumer.stop();
  return out;
}

function fold(out: AttemptStreams, e: Envelope): void {
  out.events += 1;
  const d = e.data;
  if (e.type === 'AttemptStarted') out.started.add(d.attemptId);
  else if ((e.type === 'AnswerRecorded' || e.type === 'ReviewMarkToggled') && d.questionId && d.clientTs)
    out.answers.set(answerKey(d.attemptId, d.questionId, d.clientTs), {
      selectedAnswer: d.selectedAnswer ?? null,
      attemptStatus: d.attemptStatus ?? '',
    });
  else if (e.type === 'AttemptSubmitted') {
    const list = out.submissions.get(d.attemptId) ?? [];
    list.push({ reason: d.reason ?? '', at: Date.parse(e.occurredAt), answers: d.answers ?? [] });
    out.submissions.set(d.attemptId, list);
  } else if (e.type === 'ResultComputed')
    out.scored.set(d.attemptId, [...(out.scored.get(d.attemptId) ?? []), Date.parse(e.occurredAt)]);
}
