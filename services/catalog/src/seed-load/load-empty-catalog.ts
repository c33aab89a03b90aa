import type { QuestionInput, TestInput } from '@ssc/contracts';
import type { Connection } from 'mongoose';
import { testModel } from '../mock-tests/test-model';
import { toQuestionDoc } from '../questions/question-fields';
import { questionModel } from '../questions/question-model';

/** Questions and tests with their ids, as a seed tool (tools/seed-bank) hands them over. */
export type CatalogSeed = {
  questions: Array<QuestionInput & { id: string }>;
  tests: Array<TestInput & { id: string }>;
};

export type SeedResult = { questions: number; tests: number; skipped: boolean };

/**
 * Documents come complete from the field helpers, so Mongoose's per-document casting is
 * skipped (lean) and they go in 500 at a time: boot on FerretDB stays a few seconds.
 */
const BATCH = 500;

/**
 * Loads a seed into an empty catalog, in the catalog's own document shape (the data itself is
 * the seed tool's). If either collection already holds anything the catalog is left alone
 * (skipped: true), so restarts never duplicate or overwrite admin edits. FerretDB has no
 * transactions, so questions go in first and tests last: a test never points at a question
 * that is not there yet.
 */
export async function loadEmptyCatalog(
  connection: Connection,
  seed: CatalogSeed | (() => CatalogSeed),
  opts: { log?: (message: string) => void; now?: Date } = {},
): Promise<SeedResult> {
  const questions = questionModel(connection);
  const tests = testModel(connection);
  const [hasQuestions, hasTests] = await Promise.all([questions.exists({}), tests.exists({})]);
  if (hasQuestions || hasTests) {
    opts.log?.('catalog already has questions or tests; seed skipped');
    return { questions: 0, tests: 0, skipped: true };
  }
  const now = opts.now ?? new Date();
  const bank = typeof seed === 'function' ? seed() : seed;
  const sectionOf = new Map(bank.questions.map((q) => [q.id, q.section]));
  const questionDocs = bank.questions.map(({ id, ...input }) => toQuestionDoc(input, id, now));
  const testDocs = bank.tests.map(({ id, ...input }) => ({
    ...input,
    _id: id,
    questionSections: input.questionIds.map((qid) => sectionOf.get(qid) ?? 'GENERAL'),
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < questionDocs.length; i += BATCH) {
    await insertIgnoringDuplicates(() =>
      questions.insertMany(questionDocs.slice(i, i + BATCH), { ordered: false, lean: true }),
    );
  }
  for (let i = 0; i < testDocs.length; i += BATCH) {
    await insertIgnoringDuplicates(() =>
      tests.insertMany(testDocs.slice(i, i + BATCH), { ordered: false, lean: true }),
    );
  }
  opts.log?.(`seeded ${questionDocs.length} questions and ${testDocs.length} tests`);
  return { questions: questionDocs.length, tests: testDocs.length, skipped: false };
}

/**
 * Two instances starting together may both find the catalog empty. Ids are content-derived,
 * so the loser's inserts collide on _id (duplicate key 11000) and are simply dropped.
 */
async function insertIgnoringDuplicates(insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (err) {
    const writeErrors = (err as { writeErrors?: Array<{ code?: number; err?: { code?: number } }> })
      .writeErrors;
    const codes = writeErrors?.map((e) => e.code ?? e.err?.code) ?? [(err as { code?: number }).code];
    if (codes.length === 0 || codes.some((c) => c !== 11000)) throw err;
  }
}
