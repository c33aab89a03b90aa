import { Consumer, type Message, type MessagesStream, stringDeserializer } from '@platformatic/kafka';
import { baseOptions, type KafkaConnection, type KafkaLog, whileTopicUnknown } from './connection';

/** A message as read: the raw body (the reader decides how to parse it), headers as text. */
export type IncomingMessage = {
  topic: string;
  partition: number;
  offset: string;
  key: string | undefined;
  value: Buffer | null;
  headers: Record<string, string>;
};

export type BatchConsumer = {
  /** Commits what was handled, leaves the group and closes the connections. */
  stop(): Promise<void>;
};

export type BatchConsumerOptions = {
  groupId: string;
  topics: readonly string[];
  /** Where the group starts on a partition it never committed: its first message, or its end. */
  fromBeginning: boolean;
  /**
   * The messages of one partition, in order. Resolves once they are handled: their offset is then
   * committed (at most every `commitEveryMs`). A throw retries the same messages after a backoff,
   * so the partition never moves past a message that was not handled.
   */
  handle(messages: IncomingMessage[]): Promise<void>;
  /** Largest number of messages given to one `handle` call. */
  maxBatch?: number;
  /** Partitions handled side by side (true), or one after the other (false, the default). */
  partitionsAtOnce?: boolean;
  commitEveryMs?: number;
  sessionTimeoutMs?: number;
  log: KafkaLog;
};

type Raw = Message<string, Buffer, string, string>;
type Stored = { topic: string; partition: number; offset: bigint; leaderEpoch: number };

/** Messages buffered ahead of the handler (the client's default, 1,024, is per stream). */
const HIGH_WATER_MARK = 1_024;
const RETRY_CAP_MS = 5_000;

const incoming = (m: Raw): IncomingMessage => ({
  topic: m.topic,
  partition: m.partition,
  offset: String(m.offset),
  key: m.key,
  value: m.value ?? null,
  headers: Object.fromEntries(m.headers),
});

/**
 * A consumer group that hands each partition's messages over in batches and commits the handled
 * offsets itself: all partitions in one OffsetCommit, at most every `commitEveryMs` (250 ms), and
 * on stop. A crash loses at most that much progress; the messages
 * are delivered again, so handlers are idempotent. The client's own autocommit is off: it commits
 * what was fetched, not what was handled.
 */
export async function startBatchConsumer(
  conn: KafkaConnection,
  opts: BatchConsumerOptions,
): Promise<BatchConsumer> {
  const maxBatch = opts.maxBatch ?? 200;
  const commitEveryMs = opts.commitEveryMs ?? 250;
  const consumer = new Consumer<string, Buffer, string, string>({
    ...baseOptions(conn),
    groupId: opts.groupId,
    autocommit: false,
    highWaterMark: HIGH_WATER_MARK,
    maxWaitTime: 1_000,
    sessionTimeout: opts.sessionTimeoutMs ?? 30_000,
    heartbeatInterval: 3_000,
    deserializers: {
      key: stringDeserializer,
      headerKey: stringDeserializer,
      headerValue: stringDeserializer,
    },
  });
  const open = () =>
    whileTopicUnknown(() =>
      consumer.consume({
        topics: [...opts.topics],
        mode: 'committed',
        fallbackMode: opts.fromBeginning ? 'earliest' : 'latest',
        autocommit: false,
      }),
    );
  let stream: MessagesStream<string, Buffer, string, string>;
  try {
    stream = await open();
  } catch (err) {
    await consumer.close(true).catch(() => undefined);
    throw err;
  }

  let running = true;
  const stored = new Map<string, Stored>();
  let commitTimer: NodeJS.Timeout | undefined;
  let committing: Promise<void> = Promise.resolve();
  const commitStored = (): Promise<void> => {
    commitTimer = undefined;
    if (stored.size === 0) return committing;
    const offsets = [...stored.values()];
    stored.clear();
    committing = committing
      .then(() => consumer.commit({ offsets }))
      .catch((err: unknown) =>
        // A rebalance took the partition: its new owner reads again from the last commit.
        opts.log.warn({ err: String(err), groupId: opts.groupId }, 'could not commit handled offsets'),
      );
    return committing;
  };
  const store = (last: Raw) => {
    stored.set(`${last.topic}:${last.partition}`, {
      topic: last.topic,
      partition: last.partition,
      offset: last.offset + 1n,
      leaderEpoch: last.leaderEpoch,
    });
    commitTimer ??= setTimeout(commitStored, commitEveryMs).unref();
  };

  // A failing handler holds its partition and is retried, 200 ms doubling to 5 s, until it
  // succeeds or the consumer stops.
  async function handlePartition(messages: Raw[]): Promise<void> {
    for (let i = 0; i < messages.length; i += maxBatch) {
      const slice = messages.slice(i, i + maxBatch);
      for (let attempt = 0; ; attempt++) {
        if (!running) return;
        try {
          await opts.handle(slice.map(incoming));
          break;
        } catch (err) {
          const first = slice[0] as Raw;
          opts.log.warn(
            {
              err: String(err),
              topic: first.topic,
              partition: first.partition,
              offset: String(first.offset),
            },
            'handling consumed messages failed; trying again',
          );
          await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_CAP_MS, 200 * 2 ** attempt)));
        }
      }
      store(slice[slice.length - 1] as Raw);
    }
  }

  // Flowing mode, paused while the handlers hold a full buffer: the client restarts its fetch loop
  // on resume(), which it does not do for a reader that waits on 'readable' (that stalled).
  const pending: Raw[] = [];
  let paused = false;
  let wake: (() => void) | undefined;
  const listen = (s: MessagesStream<string, Buffer, string, string>) => {
    s.on('data', (m: Raw) => {
      pending.push(m);
      if (pending.length >= HIGH_WATER_MARK && !paused) {
        paused = true;
        s.pause();
      }
      wake?.();
    });
    s.on('close', () => wake?.());
    s.on('error', (err) =>
      opts.log.warn({ err: String(err), groupId: opts.groupId }, 'consumer stream failed'),
    );
  };
  listen(stream);

  const loop = (async () => {
    while (running) {
      if (stream.destroyed && pending.length === 0) {
        // The client gave the stream up (an error it does not retry): read on from the last commit.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        if (!running) break;
        try {
          paused = false;
          stream = await open();
          listen(stream);
        } catch (err) {
          opts.log.warn({ err: String(err), groupId: opts.groupId }, 'could not consume again yet');
        }
        continue;
      }
      if (pending.length === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
        continue;
      }
      const byPartition = new Map<string, Raw[]>();
      for (const m of pending.splice(0)) {
        const key = `${m.topic}:${m.partition}`;
        const list = byPartition.get(key);
        if (list) list.push(m);
        else byPartition.set(key, [m]);
      }
      if (opts.partitionsAtOnce) await Promise.all([...byPartition.values()].map(handlePartition));
      else for (const messages of byPartition.values()) await handlePartition(messages);
      if (paused) {
        paused = false;
        stream.resume();
      }
    }
  })();

  return {
    async stop() {
      // Handling ends first and what it finished is committed while this member still owns its
      // partitions; then it leaves the group.
      running = false;
      wake?.();
      await loop;
      clearTimeout(commitTimer);
      await commitStored();
      await stream.close().catch(() => undefined);
      await consumer.close(true);
    },
  };
}
