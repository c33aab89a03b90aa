import type { AdminQuestionsQuery, Question, QuestionsPage } from '@ssc/contracts';
import { LruMap } from '@ssc/service-kit';
import { findByIds } from '../point-reads';
import { type PreparedJson, prepareJson } from '../prepared-json';
import { toQuestion } from './question-fields';
import { indexEntryOfDoc } from './question-index';
import type { QuestionIndexSync } from './question-index-sync';
import type { QuestionDoc, QuestionModel } from './question-model';

/** About 10-20 MB of admin views: the pages an admin is paging through stay in memory. */
const CACHED_QUESTIONS = 5_000;

export type QuestionPages = {
  /** The page as a ready-to-send response (see prepared-json.ts). */
  page(query: AdminQuestionsQuery): Promise<PreparedJson>;
  count(filter: { section?: string; topic?: string }): Promise<number>;
};

/** Encoded pages; a key includes the index version, so any change retires them all. */
const CACHED_PAGES = 200;

/**
 * The admin question bank list: the in-memory index picks the page's ids and the total, then
 * the page's questions come from a small cache of admin views (valid while their `updatedAt`
 * matches the index) or from single-id reads. The encoded page is kept for as long as the
 * index does not change, so an admin paging back and forth costs no work at all.
 */
export function questionPages(deps: { questions: QuestionModel; sync: QuestionIndexSync }): QuestionPages {
  const cache = new LruMap<string, Question>(CACHED_QUESTIONS);
  const pages = new LruMap<string, PreparedJson>(CACHED_PAGES);
  const building = new Map<string, Promise<PreparedJson>>();

  async function load(ids: string[]): Promise<Map<string, Question>> {
    const index = deps.sync.index;
    const found = new Map<string, Question>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = cache.get(id);
      if (cached && Date.parse(cached.updatedAt) === index.get(id)?.updatedAtMs) found.set(id, cached);
      else missing.push(id);
    }
    const docs = await findByIds<QuestionDoc>(deps.questions, missing);
    for (const id of missing) {
      const doc = docs.get(id);
      // The index lags behind writes made elsewhere by an event's journey; the database wins.
      if (!doc) {
        index.remove(id);
        continue;
      }
      const known = index.get(id);
      if (!known || known.updatedAtMs < doc.updatedAt.getTime()) index.upsert(indexEntryOfDoc(doc));
      const question = toQuestion(doc);
      cache.set(id, question);
      found.set(id, question);
    }
    return found;
  }

  return {
    async page(query) {
      const index = await deps.sync.ready();
      const version = index.version;
      const key = JSON.stringify([version, query]);
      const ready = pages.get(key) ?? building.get(key);
      if (ready) return ready;
      const build = (async () => {
        const { ids, total } = index.query(query, query.page, query.limit);
        const found = await load(ids);
        const questions = ids.flatMap((id) => found.get(id) ?? []);
        const page: QuestionsPage = { questions, total, page: query.page, limit: query.limit };
        const prepared = prepareJson(page);
        // Reading the page may have taught the index something new; then this page is already stale.
        if (index.version === version) pages.set(key, prepared);
        return prepared;
      })().finally(() => building.delete(key));
      // Concurrent requests for the same page share one build.
      building.set(key, build);
      return build;
    },
    async count(filter) {
      return (await deps.sync.ready()).count(filter);
    },
  };
}
