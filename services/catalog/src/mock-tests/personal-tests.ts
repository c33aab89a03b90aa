import { randomUUID } from 'node:crypto';
import { personalTestRequest, type Section } from '@ssc/contracts';
import { type Identity, NotFoundError, parseInput, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import type { CatalogContext } from '../catalog-context';
import { findByIds } from '../point-reads';
import type { QuestionDoc } from '../questions/question-model';
import type { TestDoc, TestModel } from './test-model';

/** A generated mini-mock's pace: 36 seconds a question, as in CGL Tier-1 (60 minutes, 100 questions). */
const SECONDS_PER_QUESTION = 36;
/** The marking of a generated mini-mock (CGL Tier-1's). */
const MARKS = { marksPerQuestion: 2, negativeMarks: 0.5 };

/** A test by id, from the catalog's tests or else the personal ones. */
export async function findAnyTest(
  models: { tests: TestModel; personalTests: TestModel },
  id: string,
  projection?: Record<string, 0 | 1>,
): Promise<TestDoc | null> {
  return (
    (await models.tests.findById(id, projection).lean<TestDoc>()) ??
    (await models.personalTests.findById(id, projection).lean<TestDoc>())
  );
}

/** Everyone is offered the catalog's tests; a personal test only its owner (and admins). */
export const offeredTo = (test: Pick<TestDoc, 'ownerId'>, identity: Identity): boolean =>
  !test.ownerId || test.ownerId === identity.userId || identity.role === 'admin';

/**
 * POST /internal/tests/personal `{ownerId, title, questionIds}` (callers: results, for the
 * mistake deck): a practice test of those questions, in that order, that only the owner is
 * offered. Questions no longer in the bank are left out; none left is a 404. It is never listed
 * (GET /api/tests reads the catalog's tests only) and is read by id like any other test.
 */
export function personalTestRoutes(
  ctx: Pick<CatalogContext, 'questions' | 'personalTests' | 'clock'>,
): Router {
  const router = Router();
  router.post('/internal/tests/personal', requireCaller('results'), async (req, res) => {
    const input = parseInput(personalTestRequest, req.body);
    const found = await findByIds<QuestionDoc>(ctx.questions, input.questionIds, {
      projection: { section: 1 },
    });
    const questionIds = [...new Set(input.questionIds)].filter((id) => found.has(id));
    if (questionIds.length === 0) throw new NotFoundError('None of these questions is in the bank any more');
    const questionSections = questionIds.map((id) => (found.get(id) as QuestionDoc).section as Section);
    const sections = [...new Set(questionSections)];
    const now = ctx.clock();
    const doc: TestDoc = {
      _id: randomUUID(),
      ownerId: input.ownerId,
      title: input.title,
      description: 'Questions you got wrong, back for review. Two right answers retire a question.',
      testType: 'MINI_QUIZ',
      examType: 'SSC_CGL',
      section: sections.length === 1 ? (sections[0] ?? null) : null,
      sections,
      durationMinutes: Math.max(1, Math.ceil((questionIds.length * SECONDS_PER_QUESTION) / 60)),
      totalQuestions: questionIds.length,
      ...MARKS,
      totalMarks: questionIds.length * MARKS.marksPerQuestion,
      questionIds,
      questionSections,
      mode: 'PRACTICE',
      sectionTimings: [],
      sectionMarking: [],
      evaluateAnsweredAndMarked: true,
      createdAt: now,
      updatedAt: now,
    };
    await ctx.personalTests.create(doc);
    res.status(201).json({ testId: doc._id });
  });
  return router;
}
