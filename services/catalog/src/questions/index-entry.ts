import type { Question } from '@ssc/contracts';
import { contentHashOf, normalise, searchTextOf } from './question-fields';
import type { QuestionDoc } from './question-model';

/** What the admin list filters and sorts on, for one question. Entries are immutable. */
export type IndexEntry = {
  id: string;
  section: string;
  difficulty: string;
  /** Topic tags in lower case: the topic filter is an exact, case-insensitive tag match. */
  topicKeys: readonly string[];
  searchText: string;
  contentHash: string;
  updatedAtMs: number;
};

export type IndexFilter = { section?: string; difficulty?: string; search?: string; topic?: string };

type IndexedFields = Pick<
  QuestionDoc,
  'section' | 'difficulty' | 'topicTags' | 'searchText' | 'contentHash'
> & {
  _id: string;
  updatedAt: Date;
};

export function indexEntryOfDoc(doc: IndexedFields): IndexEntry {
  return {
    id: doc._id,
    section: doc.section,
    difficulty: doc.difficulty,
    topicKeys: doc.topicTags.map(topicKey),
    searchText: doc.searchText,
    contentHash: doc.contentHash,
    updatedAtMs: doc.updatedAt.getTime(),
  };
}

/** From a QuestionCreated/QuestionUpdated event's data. */
export function indexEntryOfQuestion(question: Question): IndexEntry {
  return {
    id: question.id,
    section: question.section,
    difficulty: question.difficulty,
    topicKeys: question.topicTags.map(topicKey),
    searchText: searchTextOf(question),
    contentHash: contentHashOf(question),
    updatedAtMs: Date.parse(question.updatedAt),
  };
}

export const topicKey = (tag: string) => normalise(tag);

/** The same version again (say, this instance's own write coming back as an event). */
export function sameEntry(a: IndexEntry, b: IndexEntry): boolean {
  return (
    a.updatedAtMs === b.updatedAtMs &&
    a.contentHash === b.contentHash &&
    a.section === b.section &&
    a.difficulty === b.difficulty &&
    a.searchText === b.searchText &&
    a.topicKeys.join('\n') === b.topicKeys.join('\n')
  );
}
