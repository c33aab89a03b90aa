import { randomUUID } from 'node:crypto';
import {
  type createQuestionRequest,
  type Question,
  type QuestionInput,
  SECTION_LABELS,
  type Section,
} from '@ssc/contracts';
import { ConflictError, isDuplicateKeyError, NotFoundError, ValidationError } from '@ssc/service-kit';
import type { z } from 'zod';
import type { CatalogContext } from '../catalog-context';
import { bankConflict } from '../mock-tests/bank-conflict';
import { checkJoinsBlock, testsLeftOutOfBlocks } from '../mock-tests/test-blocks';
import type { TestDoc } from '../mock-tests/test-model';
import { appendQuestionToTest, findTest, refreshTestsUsing, testsUsing } from '../mock-tests/test-writes';
import { envelopeOf } from '../outbox/outbox';
import { contentHashOf, searchTextOf, toQuestion, toQuestionDoc } from './question-fields';
import { indexEntryOfDoc } from './question-index';
import type { QuestionDoc } from './question-model';

export const DUPLICATE_QUESTION_MESSAGE = 'This question already exists in the bank';

export type CreateQuestionRequest = z.infer<typeof createQuestionRequest>;

/**
 * Question writes: each records its event, stores the question (the outbox's `around`: no crash
 * between the two loses the event) and updates this instance's index.
 */

export async function createQuestion(ctx: CatalogContext, body: CreateQuestionRequest): Promise<Question> {
  const { addToTest, targetTestId, ...input } = body;
  const target = addToTest ? await targetTest(ctx, targetTestId) : null;
  if (target) checkJoinsBlock(target.sectionTimings, input.section);
  const now = ctx.clock();
  const doc = toQuestionDoc(input, randomUUID(), now);
  const question = toQuestion(doc);
  try {
    await ctx.outbox.around(ctx.topic, [envelopeOf('QuestionCreated', doc._id, question, now)], () =>
      ctx.questions.create(doc),
    );
  } catch (err) {
    if (isDuplicateKeyError(err)) throw await duplicateOf(ctx, doc.contentHash);
    throw err;
  }
  ctx.questionIndex.index.upsert(indexEntryOfDoc(doc));
  if (target && !(await appendQuestionToTest(ctx, target, doc, now))) {
    ctx.logger.warn(
      { testId: target._id, questionId: doc._id },
      'target test vanished before the question was added',
    );
  }
  return question;
}

export async function updateQuestion(
  ctx: CatalogContext,
  id: string,
  input: QuestionInput,
): Promise<Question> {
  const existing = await ctx.questions.findById(id).lean<QuestionDoc>();
  if (!existing) throw new NotFoundError('Question not found');
  if (existing.section !== input.section) await checkStaysInBlocks(ctx, id, input.section);
  const now = ctx.clock();
  const doc: QuestionDoc = {
    ...input,
    _id: id,
    contentHash: contentHashOf(input),
    searchText: searchTextOf(input),
    createdAt: existing.createdAt,
    updatedAt: now,
  };
  const question = toQuestion(doc);
  try {
    await ctx.outbox.around(ctx.topic, [envelopeOf('QuestionUpdated', id, question, now)], async () => {
      const { matchedCount } = await ctx.questions.replaceOne({ _id: id }, doc);
      if (matchedCount === 0) throw new NotFoundError('Question not found');
    });
  } catch (err) {
    if (isDuplicateKeyError(err)) throw await duplicateOf(ctx, doc.contentHash);
    throw err;
  }
  ctx.questionIndex.index.upsert(indexEntryOfDoc(doc));
  await refreshTestsUsing(ctx, doc, now);
  return question;
}

/**
 * A question that a test uses is not deleted: the test would silently shrink below its
 * totalQuestions (and full-length coverage). The admin removes it from those tests first.
 * (No transactions on FerretDB: a test saved in the same instant could still pick it up.)
 */
export async function deleteQuestion(ctx: CatalogContext, id: string): Promise<void> {
  const using = await testsUsing(ctx, id);
  if (using.length > 0) {
    const titles = using.map((t) => `"${t.title}"`).join(', ');
    throw new ConflictError(
      `This question is used by ${using.length} test(s): ${titles}. Remove it from those tests first.`,
      { tests: using },
    );
  }
  await ctx.outbox.around(ctx.topic, [envelopeOf('QuestionDeleted', id, { id }, ctx.clock())], async () => {
    const { deletedCount } = await ctx.questions.deleteOne({ _id: id });
    if (deletedCount === 0) throw new NotFoundError('Question not found');
  });
  ctx.questionIndex.index.remove(id);
}

/** A new section that a timed test using the question has no block for is refused (409). */
async function checkStaysInBlocks(ctx: CatalogContext, questionId: string, section: Section): Promise<void> {
  const using = await ctx.tests
    .find({ questionIds: questionId }, { title: 1, sectionTimings: 1 })
    .lean<Pick<TestDoc, '_id' | 'title' | 'sectionTimings'>[]>();
  const left = testsLeftOutOfBlocks(using, section);
  if (left.length === 0) return;
  const titles = left.map((t) => `"${t.title}"`).join(', ');
  throw new ConflictError(
    `This question is in ${left.length} test(s) with section timers that have no block for ${SECTION_LABELS[section]}: ${titles}. Remove it from those tests first, or keep its section.`,
    { tests: left.map((t) => ({ id: t._id, title: t.title })) },
  );
}

async function targetTest(ctx: CatalogContext, targetTestId: string | undefined) {
  if (!targetTestId) throw new ValidationError('targetTestId is required when addToTest is true');
  try {
    return await findTest(ctx, targetTestId);
  } catch (err) {
    if (err instanceof NotFoundError) bankConflict('targetTestId', 'targetTestId does not match any test');
    throw err;
  }
}

/** The 409 for a duplicate, naming the question that already has this content. */
async function duplicateOf(ctx: CatalogContext, contentHash: string): Promise<ConflictError> {
  let existingQuestionId = ctx.questionIndex.index.idForContentHash(contentHash);
  const indexed = existingQuestionId
    ? await ctx.questions
        .findById(existingQuestionId, { contentHash: 1 })
        .lean<Pick<QuestionDoc, 'contentHash'>>()
    : null;
  if (indexed?.contentHash !== contentHash) {
    // Not (or no longer) in this instance's index: a slow scan, but only on this rare path.
    const found = await ctx.questions.findOne({ contentHash }, { _id: 1 }).lean<Pick<QuestionDoc, '_id'>>();
    existingQuestionId = found?._id;
  }
  return new ConflictError(DUPLICATE_QUESTION_MESSAGE, { existingQuestionId: existingQuestionId ?? null });
}
