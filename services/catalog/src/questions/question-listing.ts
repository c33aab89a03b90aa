import type { QuestionsPage } from '@ssc/contracts';
import type { QueryFilter } from 'mongoose';
import { type PreparedJson, prepareJson } from '../prepared-json';
import { normalise, toQuestion } from './question-fields';
import type { IndexFilter } from './question-index';
import type { QuestionIndexSync } from './question-index-sync';
import type { QuestionDoc, QuestionModel } from './question-model';
import { type QuestionPages, questionPages } from './question-pages';

/**
 * What the admin question list, its counts and the admin stat card read. Which source answers
 * follows the server (STORE_WORKAROUNDS, service-kit store-workarounds.ts), because one of them
 * is a FerretDB workaround:
 *
 * - `memory` (on FerretDB): an in-memory index per instance (question-index.ts), kept current by
 *   this instance's writes and the catalog events, reloaded as a safety net. FerretDB 1.24 pushes
 *   only a lone `_id` equality down to SQLite, so every filter, sort and count here decodes the
 *   whole collection (about 10 s at 50,000 questions); the index answers in milliseconds.
 * - `database` (on MongoDB): the queries themselves; there the
 *   section/difficulty/topic/updatedAt indexes (question-model.ts) serve them; search is a
 *   substring regex on `searchText` (a text index would be the next step there). No per-instance
 *   memory, no event following, and no lag behind other instances' writes.
 */
export type QuestionListing = QuestionPages & {
  totals(): Promise<{ total: number; bySection: Record<string, number> }>;
};

export type QuestionListingSource = 'memory' | 'database';

/** The index with the store's workarounds on, the queries with them off. */
export const listingSourceFor = (workarounds: boolean): QuestionListingSource =>
  workarounds ? 'memory' : 'database';

export function questionListing(deps: {
  source: QuestionListingSource;
  questions: QuestionModel;
  sync: QuestionIndexSync;
}): QuestionListing {
  return deps.source === 'database' ? databaseListing(deps.questions) : memoryListing(deps);
}

function memoryListing(deps: { questions: QuestionModel; sync: QuestionIndexSync }): QuestionListing {
  return {
    ...questionPages(deps),
    async totals() {
      const index = await deps.sync.ready();
      return { total: index.size, bySection: index.countBySection() };
    },
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The index's filter semantics as a query: exact sections, a case-insensitive whole tag, a substring. */
function queryOf(filter: IndexFilter): QueryFilter<QuestionDoc> {
  const query: Record<string, unknown> = {};
  if (filter.section) query.section = filter.section;
  if (filter.difficulty) query.difficulty = filter.difficulty;
  const topic = filter.topic ? normalise(filter.topic) : '';
  if (topic) {
    const words = topic.split(' ').map(escapeRegex).join('\\s+');
    query.topicTags = { $regex: `^\\s*${words}\\s*$`, $options: 'i' };
  }
  const search = filter.search ? normalise(filter.search) : '';
  if (search) query.searchText = { $regex: escapeRegex(search) };
  // The section and difficulty come from the contract's enums (adminQuestionsQuery).
  return query as QueryFilter<QuestionDoc>;
}

function databaseListing(questions: QuestionModel): QuestionListing {
  return {
    async page(query): Promise<PreparedJson> {
      const filter = queryOf(query);
      const [docs, total] = await Promise.all([
        questions
          .find(filter)
          .sort({ updatedAt: -1, _id: 1 })
          .skip((query.page - 1) * query.limit)
          .limit(query.limit)
          .lean<QuestionDoc[]>(),
        questions.countDocuments(filter),
      ]);
      const page: QuestionsPage = {
        questions: docs.map(toQuestion),
        total,
        page: query.page,
        limit: query.limit,
      };
      return prepareJson(page);
    },
    count: (filter) => questions.countDocuments(queryOf(filter)),
    async totals() {
      const bySection = await questions.aggregate<{ _id: string; n: number }>([
        { $group: { _id: '$section', n: { $sum: 1 } } },
      ]);
      return {
        total: bySection.reduce((sum, s) => sum + s.n, 0),
        bySection: Object.fromEntries(bySection.map((s) => [s._id, s.n])),
      };
    },
  };
}
