import { randomUUID } from 'node:crypto';
import type { Section, TestInput } from '@ssc/contracts';
import { NotFoundError } from '@ssc/service-kit';
import { type CatalogContext, testsChanged } from '../catalog-context';
import { envelopeOf } from '../outbox/outbox';
import { findByIds } from '../point-reads';
import type { QuestionDoc } from '../questions/question-model';
import { marksFor } from './test-marking';
import type { TestDoc } from './test-model';
import { type ResolvedTest, resolveTestInput } from './test-rules';
import { testEventData } from './test-views';

/**
 * Test writes: each records its event, stores the test (the outbox's `around`: no crash between
 * the two loses the event) and drops this instance's cached views.
 */

export async function createTest(ctx: CatalogContext, input: TestInput): Promise<TestDoc> {
  const resolved = await resolve(ctx, input);
  const now = ctx.clock();
  const doc: TestDoc = { _id: randomUUID(), ...resolved, createdAt: now, updatedAt: now };
  await ctx.outbox.around(ctx.topic, [envelopeOf('TestCreated', doc._id, testEventData(doc), now)], () =>
    ctx.tests.create(doc),
  );
  testsChanged(ctx, [doc._id]);
  return doc;
}

export async function updateTest(ctx: CatalogContext, id: string, input: TestInput): Promise<TestDoc> {
  const existing = await findTest(ctx, id);
  const resolved = await resolve(ctx, input);
  const now = ctx.clock();
  const doc: TestDoc = { _id: id, ...resolved, createdAt: existing.createdAt, updatedAt: now };
  await ctx.outbox.around(ctx.topic, [envelopeOf('TestUpdated', id, testEventData(doc), now)], async () => {
    const { matchedCount } = await ctx.tests.replaceOne({ _id: id }, doc);
    if (matchedCount === 0) throw new NotFoundError('Test not found');
  });
  testsChanged(ctx, [id]);
  return doc;
}

/** Attempts snapshot the test when they start, so deleting a test never breaks one. */
export async function deleteTest(ctx: CatalogContext, id: string): Promise<void> {
  await ctx.outbox.around(ctx.topic, [envelopeOf('TestDeleted', id, { id }, ctx.clock())], async () => {
    const { deletedCount } = await ctx.tests.deleteOne({ _id: id });
    if (deletedCount === 0) throw new NotFoundError('Test not found');
  });
  testsChanged(ctx, [id]);
}

export async function findTest(ctx: CatalogContext, id: string): Promise<TestDoc> {
  const test = await ctx.tests.findById(id).lean<TestDoc>();
  if (!test) throw new NotFoundError('Test not found');
  return test;
}

/**
 * "Add to test" from the question form: appends and keeps the count and total marks in step (the
 * question's marks under the test's section marking, when it has one).
 */
export async function appendQuestionToTest(
  ctx: CatalogContext,
  test: TestDoc,
  question: Pick<QuestionDoc, '_id' | 'section'>,
  now: Date,
): Promise<boolean> {
  const marks = marksFor(test, question.section);
  // The forecast of the stored test; replaced by the test as read back once it is stored.
  const forecast = envelopeOf(
    'TestUpdated',
    test._id,
    testEventData({
      ...test,
      questionIds: [...test.questionIds, question._id],
      questionSections: [...test.questionSections, question.section],
      totalQuestions: test.totalQuestions + 1,
      totalMarks: test.totalMarks + marks,
      updatedAt: now,
    }),
    now,
  );
  const intent = await ctx.outbox.intend(ctx.topic, [forecast]);
  const { matchedCount } = await ctx.tests
    .updateOne(
      { _id: test._id },
      {
        $push: { questionIds: question._id, questionSections: question.section },
        $inc: { totalQuestions: 1, totalMarks: marks },
        $set: { updatedAt: now },
      },
    )
    .catch(async (err: unknown) => {
      await intent.abandon().catch(() => undefined);
      throw err;
    });
  if (matchedCount === 0) {
    await intent.abandon();
    return false;
  }
  const updated = await ctx.tests.findById(test._id).lean<TestDoc>();
  await intent.ready(updated ? [{ ...forecast, data: testEventData(updated) }] : undefined);
  testsChanged(ctx, [test._id]);
  return true;
}

/**
 * A question's content changed: every test using it changes too. Its `questionSections` entry
 * follows the question's section, and `updatedAt` moves so cached student views on every
 * instance notice (they compare it; see student-test-reads.ts).
 */
export async function refreshTestsUsing(
  ctx: CatalogContext,
  question: Pick<QuestionDoc, '_id' | 'section'>,
  now: Date,
): Promise<void> {
  const using = await ctx.tests.find({ questionIds: question._id }).lean<TestDoc[]>();
  const sectionsOf = (test: TestDoc) =>
    test.questionIds.map((id, i) =>
      id === question._id ? question.section : (test.questionSections[i] ?? question.section),
    );
  const events = using.map((test) =>
    envelopeOf(
      'TestUpdated',
      test._id,
      testEventData({ ...test, questionSections: sectionsOf(test), updatedAt: now }),
      now,
    ),
  );
  await ctx.outbox.around(ctx.topic, events, async () => {
    for (const test of using)
      await ctx.tests.updateOne(
        { _id: test._id },
        { $set: { questionSections: sectionsOf(test), updatedAt: now } },
      );
  });
  testsChanged(
    ctx,
    using.map((t) => t._id),
  );
}

export async function testsUsing(
  ctx: CatalogContext,
  questionId: string,
): Promise<{ id: string; title: string }[]> {
  const using = await ctx.tests
    .find({ questionIds: questionId }, { title: 1 })
    .lean<Pick<TestDoc, '_id' | 'title'>[]>();
  return using.map((t) => ({ id: t._id, title: t.title }));
}

async function resolve(ctx: CatalogContext, input: TestInput): Promise<ResolvedTest> {
  const found = await findByIds(ctx.questions, input.questionIds, { projection: { section: 1 } });
  const sections = new Map<string, Section>();
  for (const [id, doc] of found) sections.set(id, doc.section);
  return resolveTestInput(input, sections);
}
