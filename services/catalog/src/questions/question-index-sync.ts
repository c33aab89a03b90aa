import { type AnyEnvelope, question } from '@ssc/contracts';
import type { EventBus, Logger } from '@ssc/service-kit';
import { type IndexEntry, indexEntryOfDoc, indexEntryOfQuestion, QuestionIndex } from './question-index';
import type { QuestionDoc, QuestionModel } from './question-model';

export type QuestionIndexSync = {
  readonly index: QuestionIndex;
  /** The index once it has been loaded from the database at least once. */
  ready(): Promise<QuestionIndex>;
  /** Reads every question's indexed fields again (the safety net behind the events). */
  reload(): Promise<void>;
  /** Applies a catalog event (other types are ignored). */
  apply(event: AnyEnvelope): void;
  /** Follows the catalog topic and reloads periodically; resolves once subscribed. */
  follow(opts: { bus: EventBus; topic: string; groupId: string; resyncMs: number }): Promise<void>;
  stop(): void;
};

const INDEXED_FIELDS = {
  section: 1,
  difficulty: 1,
  topicTags: 1,
  searchText: 1,
  contentHash: 1,
  updatedAt: 1,
} as const;

/**
 * Keeps one instance's QuestionIndex current. Writes made through this instance are applied
 * by the write paths directly (read-your-writes); writes made elsewhere — other API instances,
 * the CSV import worker — arrive as QuestionCreated/Updated/Deleted events on the catalog topic,
 * which every instance follows with a consumer group of its own. A periodic reload covers
 * anything an event could not (an instance that was down, a lost outbox row).
 */
export function createQuestionIndexSync(opts: {
  questions: QuestionModel;
  logger: Logger;
}): QuestionIndexSync {
  const { questions, logger } = opts;
  const index = new QuestionIndex();
  let loaded: Promise<QuestionIndex> | undefined;
  let reloading: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const readAll = async () => {
    index.beginReload();
    const entries: IndexEntry[] = [];
    try {
      const cursor = questions
        .find({}, INDEXED_FIELDS)
        .lean<Pick<QuestionDoc, '_id' | keyof typeof INDEXED_FIELDS>>()
        .cursor({ batchSize: 2000 });
      for await (const doc of cursor) entries.push(indexEntryOfDoc(doc));
    } catch (err) {
      index.abortReload();
      throw err;
    }
    index.finishReload(entries);
  };

  const reload = () => {
    reloading ??= readAll().finally(() => {
      reloading = undefined;
    });
    return reloading;
  };

  const ready = () => {
    loaded ??= reload()
      .then(() => index)
      .catch((err: unknown) => {
        loaded = undefined; // the next caller tries again
        throw err;
      });
    return loaded;
  };

  const apply = (event: AnyEnvelope) => {
    if (event.type === 'QuestionCreated' || event.type === 'QuestionUpdated') {
      const parsed = question.safeParse(event.data);
      if (parsed.success) index.upsert(indexEntryOfQuestion(parsed.data));
      else logger.warn({ eventId: event.id, type: event.type }, 'question index: unreadable question event');
    } else if (event.type === 'QuestionDeleted') {
      index.remove(event.key);
    }
  };

  return {
    index,
    ready,
    reload,
    apply,
    async follow({ bus, topic, groupId, resyncMs }) {
      // Subscribed before the first load, so nothing written during the load is missed.
      await bus.subscribe({
        groupId,
        topics: [topic],
        fromBeginning: false,
        handle: async (event) => apply(event),
      });
      void ready().catch((err: unknown) => logger.error({ err }, 'question index: initial load failed'));
      timer = setInterval(() => {
        reload().catch((err: unknown) => logger.warn({ err }, 'question index: reload failed'));
      }, resyncMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
