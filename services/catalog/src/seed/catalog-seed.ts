import type { QuestionInput, TestInput } from '@ssc/contracts';
import type { Connection } from 'mongoose';
import { contentHashOf, toQuestionDoc } from '../questions/question-fields';
import { questionModel } from '../questions/question-model';
import { testModel } from '../tests/test-model';
import { awarenessQuestions } from './awareness';
import { englishQuestions } from './english';
import { buildSeedTests } from './mock-tests';
import { quantQuestions } from './quant';
import type { SeedQuestion } from './question-draft';
import { reasoningQuestions } from './reasoning';

export type SeedCatalog = {
  questions: Array<QuestionInput & { id: string }>;
  tests: Array<TestInput & { id: string }>;
};

/** The whole seed bank and its mock tests. Pure and deterministic: same output on every machine. */
export function buildSeedCatalog(): SeedCatalog {
  const questions: SeedQuestion[] = [
    ...quantQuestions(),
    ...reasoningQuestions(),
    ...englishQuestions(),
    ...awarenessQuestions(),
  ];
  assertDistinct(questions);
  return { questions, tests: buildSeedTests(questions) };
}

/** Ids and content hashes must be unique: the questions collection has a unique index on the hash. */
function assertDistinct(questions: SeedQuestion[]): void {
  const ids = new Set<string>();
  const hashes = new Set<string>();
  for (const q of questions) {
    const hash = contentHashOf(q);
    if (ids.has(q.id) || hashes.has(hash)) throw new Error(`seed question repeats: ${q.questionTextEnglish}`);
    ids.add(q.id);
    hashes.add(hash);
  }
}

export type SeedResult = { questions: number; tests: number; skipped: boolean };

/**
 * Documents come complete from the field helpers, so Mongoose's per-document casting is
 * skipped (lean) and they go in 500 at a time: boot on FerretDB stays a few seconds.
 */
const BATCH = 500;

/**
 * Loads the seed into an empty catalog. If either collection already holds anything the
 * catalog is left alone (skipped: true), so restarts never duplicate or overwrite admin
 * edits. FerretDB has no transactions, so questions go in first and tests last: a test
 * never points at a question that is not there yet.
 */
export async function seedCatalog(
  connection: Connection,
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
  const bank = buildSeedCatalog();
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
