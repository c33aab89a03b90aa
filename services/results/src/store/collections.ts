import type { Bookmark, DeadLetter, QuestionReport } from '@ssc/contracts';
import type { Collection, Connection } from 'mongoose';
import type { ItemAnalysisDoc } from '../item-analysis/item-analysis-doc';
import type { DeckCard } from '../mistakes/deck-schedule';
import type { ObjectionDoc, ObjectionImageDoc, TakerObjectionsDoc } from '../objections/objection-docs';
import type { RevisionDoc } from '../revisions/revision-store';
import type { ResultDoc } from './result-doc';

/**
 * The results database (docs/results.md). FerretDB 1.24 uses an index only for a lone `_id`
 * equality, so everything read on a hot path is one document by `_id`: a result by attempt id,
 * a user's bookmarks by user id. The native driver is used directly: these
 * documents are written by code. A user's list of attempts is in Redis (user-attempts.ts).
 */

/** A scored attempt (result-doc.ts); inserted first, its `_id` makes scoring happen once. */
export type { ResultDoc } from './result-doc';

/** Per user (`_id` = user id): bookmarked questions by `mapKey(questionId)`. */
export type BookmarksDoc = { _id: string; items?: Record<string, Bookmark> };

/** `_id` = `{userId}:{questionId}`: a user's later report on a question replaces the earlier one. */
export type ReportDoc = Omit<QuestionReport, 'id'> & { _id: string };

/** `_id` = `scoring-job:{attemptId}` or `kafka:{topic}:{partition}:{offset}` (idempotent). */
export type DeadLetterDoc = Omit<DeadLetter, 'id'> & { _id: string };

/** Per user (`_id` = user id): the mistake deck's cards by `mapKey(questionId)` (mistakes/deck-store.ts). */
export type MistakeDeckDoc = { _id: string; cards?: Record<string, DeckCard> };

export type { ObjectionDoc, ObjectionImageDoc, TakerObjectionsDoc } from '../objections/objection-docs';

export type ResultsCollections = {
  results: Collection<ResultDoc>;
  mistakeDecks: Collection<MistakeDeckDoc>;
  bookmarks: Collection<BookmarksDoc>;
  reports: Collection<ReportDoc>;
  deadLetters: Collection<DeadLetterDoc>;
  /** Per test (`_id` = test id): its item analysis for question writers (item-analysis/store.ts). */
  itemAnalysis: Collection<ItemAnalysisDoc>;
  /** Answer-key objections (objections/objection-docs.ts): `_id` = `{userId}:{testId}:{questionId}`. */
  objections: Collection<ObjectionDoc>;
  /** Per student and test (`_id` = `{userId}:{testId}`): their objections, for the solutions page. */
  takerObjections: Collection<TakerObjectionsDoc>;
  /** Evidence pictures, content-addressed (`_id` = hash). */
  objectionImages: Collection<ObjectionImageDoc>;
  /** One per answer-key revision (revisions/revision-store.ts); the objections pages read it too. */
  revisions: Collection<RevisionDoc>;
};

const NAMES = {
  results: 'results',
  bookmarks: 'bookmarks',
  reports: 'question_reports',
  deadLetters: 'dead_letters',
  mistakeDecks: 'mistake_decks',
  itemAnalysis: 'item_analysis',
  objections: 'objections',
  takerObjections: 'taker_objections',
  objectionImages: 'objection_images',
  revisions: 'answer_key_revisions',
} as const;

export function resultsCollections(connection: Connection): ResultsCollections {
  return {
    results: connection.collection<ResultDoc>(NAMES.results),
    bookmarks: connection.collection<BookmarksDoc>(NAMES.bookmarks),
    reports: connection.collection<ReportDoc>(NAMES.reports),
    deadLetters: connection.collection<DeadLetterDoc>(NAMES.deadLetters),
    mistakeDecks: connection.collection<MistakeDeckDoc>(NAMES.mistakeDecks),
    itemAnalysis: connection.collection<ItemAnalysisDoc>(NAMES.itemAnalysis),
    objections: connection.collection<ObjectionDoc>(NAMES.objections),
    takerObjections: connection.collection<TakerObjectionsDoc>(NAMES.takerObjections),
    objectionImages: connection.collection<ObjectionImageDoc>(NAMES.objectionImages),
    revisions: connection.collection<RevisionDoc>(NAMES.revisions),
  };
}

/** Creates the collections before traffic (idempotent). Only `_id` indexes: nothing else is queried hot. */
export async function ensureResultsCollections(connection: Connection): Promise<void> {
  const db = connection.db;
  if (!db) throw new Error('mongo not connected');
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const name of Object.values(NAMES)) {
    if (existing.has(name)) continue;
    await db.createCollection(name).catch((err: unknown) => {
      if ((err as { codeName?: string }).codeName !== 'NamespaceExists') throw err;
    });
  }
}

/**
 * Ids become keys of per-user maps written with dotted paths (`attempts.<key>`): a `.` would
 * split the path and a leading `$` is an operator, so both (and `%`, to stay reversible) are
 * percent-encoded. Attempt ids (hex) and question ids (UUIDs) pass through unchanged.
 */
export const mapKey = (id: string): string => encodeURIComponent(id).replace(/\./g, '%2E');
