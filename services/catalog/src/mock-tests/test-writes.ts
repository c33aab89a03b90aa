import { randomUUID } from 'node:crypto';
import type { Section, TestInput } from '@ssc/contracts';
import { NotFoundError } from '@ssc/service-kit';
import { type CatalogContext, testsChanged } from '../catalog-context';
import { envelopeOf, recordEvents } from '../outbox/outbox';
import { findByIds } from '../point-reads';
import type { QuestionDoc } from '../questions/question-model';
import { marksFor } from './test-marking';
import type { TestDoc } from './test-model';
import { type ResolvedTest, resolveTestInput } from './test-rules';
import { testEventData } from './test-views';

/** Test writes: each stores the test, records its event and drops this instance's cached views. */

export async function createTest(ctx: CatalogContext, input: TestInput): Promise<TestDoc> {
  const resolved = await resolve(ctx, input);
  const now = ctx.clock();
  const doc: TestDoc = { _id: randomUUID(), ...resolved, createdAt: now, updatedAt: now };
  await ctx.tests.create(doc);
  await recordEvents(ctx.outbox, ctx.topic, [envelopeOf('TestCreated', doc._id, testEventData(doc), now)]);
  testsChanged(ctx, [doc._id]);
  return doc;
}

export async function updateTest(ctx: CatalogContext, id: string, input: TestInput): Promise<TestDoc> {
  const existing = await findTest(ctx, id);
  const resolved = await resolve(ctx, input);
  const now = ctx.clock();
  const doc: TestDoc = { _id: id, ...resolved, createdAt: existing.createdAt, updatedAt: now };
  const { matchedCount } = await ctx.tests.replaceOne({ _id: id }, doc);
  if (matchedCount === 0) throw new NotFoundError('Test not found');
  await recordEvents(ctx.outbox, ctx.topic, [envelopeOf('TestUpdated', id, testEventData(doc), now)]);
  testsChanged(ctx, [id]);
  return doc;
}

/** Attempts snapshot the test when they start, so deleting a test never breaks one. */
export async function deleteTest(ctx: CatalogContext, id: string): Promise<void> {
  const { deletedCount } = await ctx.tests.deleteOne({ _id: id });
  if (deletedCount === 0) throw new NotFoundError('Test not found');
  await recordEvents(ctx.outbox, ctx.topic, [envelopeOf('TestDeleted', id, { id }, ctx.clock())]);
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
  const { matchedCount } = await ctx.tests.updateOne(
    { _id: test._id },
    {
      $push: { questionIds: question._id, questionSections: question.section },
      $inc: { totalQuestions: 1, totalMarks: marksFor(test, question.section) },
      $set: { updatedAt: now },
    },
  );
  if (matchedCount === 0) return false;
  const updated = await ctx.tests.findById(test._id).lean<TestDoc>();
  if (updated) {
    await recordEvents(ctx.outbox, ctx.topic, [
      envelopeOf('TestUpdated', test._id, testEventData(updated), now),
    ]);
  }
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
  const events = [];
  for (const test of using) {
    const questionSections = test.questionIds.map((id, i) =>
      id === question._id ? question.section : (test.questionSections[i] ?? question.section),
    );
    await ctx.tests.updateOne({ _id: test._id }, { $set: { questionSections, updatedAt: now } });
    events.push(
      envelopeOf('TestUpdated', test._id, testEventData({ ...test, questionSections, updatedAt: now }), now),
    );
  }
  await recordEvents(ctx.outbox, ctx.topic, events);
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
