import type { ANSWERS, AnswerKeyDecision, AnswerKeyRuling, LANGUAGES } from '@ssc/contracts';
import type { Connection } from 'mongoose';

/**
 * A revision of a question's key as the revisions' writer stores it (collection
 * `answer_key_revisions`, docs/answer-key.md). Objections only read it: a revision made after an
 * objection decides it, and the latest one is its ruling.
 */
export type RevisionDoc = {
  _id: string;
  testId: string;
  questionId: string;
  questionNumber?: number;
  decision: AnswerKeyDecision;
  correctAnswers?: (typeof ANSWERS)[number][] | null;
  language?: (typeof LANGUAGES)[number] | null;
  note: string;
  decidedAt: string;
  createdAt?: string;
};

export const REVISIONS_COLLECTION = 'answer_key_revisions';

/** Per question of a test (`{testId}:{questionId}`): its revisions, oldest first. */
export type RevisionsByQuestion = ReadonlyMap<string, readonly RevisionDoc[]>;

export type RevisionsReader = {
  /** The revisions of these tests' questions. */
  forTests(testIds: readonly string[]): Promise<RevisionsByQuestion>;
};

export const questionKey = (testId: string, questionId: string) => `${testId}:${questionId}`;

/** When a revision was made: its creation, or its decision on a writer that keeps only that. */
const madeAt = (r: RevisionDoc): number => Date.parse(r.createdAt ?? r.decidedAt);

/**
 * Revisions are rare (an admin's decision on a disputed question, a handful per test), so a
 * filtered scan of the collection by `testId` is cheap, and it keeps this reader free of any index
 * the writer would have to maintain. An absent collection reads as no revisions.
 */
export function revisionsReader(connection: Connection): RevisionsReader {
  const col = connection.collection<RevisionDoc>(REVISIONS_COLLECTION);
  return {
    async forTests(testIds) {
      const byQuestion = new Map<string, RevisionDoc[]>();
      if (testIds.length === 0) return byQuestion;
      const docs = await col.find({ testId: { $in: [...new Set(testIds)] } }).toArray();
      for (const doc of docs.sort((a, b) => madeAt(a) - madeAt(b))) {
        const key = questionKey(doc.testId, doc.questionId);
        byQuestion.set(key, [...(byQuestion.get(key) ?? []), doc]);
      }
      return byQuestion;
    },
  };
}

export const toRuling = (r: RevisionDoc): AnswerKeyRuling => ({
  revisionId: r._id,
  decision: r.decision,
  correctAnswers: r.correctAnswers ?? [],
  language: r.language ?? null,
  note: r.note,
  decidedAt: r.decidedAt,
});

/**
 * An objection made at `createdAt` is decided once a revision of its question was made after it;
 * its ruling is the latest such revision (null: still open).
 */
export function rulingAfter(
  revisions: readonly RevisionDoc[] | undefined,
  createdAt: string,
): AnswerKeyRuling | null {
  const since = Date.parse(createdAt);
  const later = (revisions ?? []).filter((r) => madeAt(r) > since);
  const latest = later[later.length - 1];
  return latest ? toRuling(latest) : null;
}

/** The latest ruling on a question, whenever it was made. */
export function latestRuling(revisions: readonly RevisionDoc[] | undefined): AnswerKeyRuling | null {
  const latest = revisions?.[revisions.length - 1];
  return latest ? toRuling(latest) : null;
}
