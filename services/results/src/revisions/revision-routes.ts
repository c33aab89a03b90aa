import { randomUUID } from 'node:crypto';
import {
  type AnswerKeyRevisedData,
  type AnyEnvelope,
  createRevisionBody,
  type ErrorCode,
} from '@ssc/contracts';
import { AppError, NotFoundError, parseInput, requireAdmin } from '@ssc/service-kit';
import type { Queue } from 'bullmq';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { QuestionBank } from '../clients/question-bank';
import type { TestPapers } from '../clients/test-papers';
import { appendToOutbox } from '../outbox/result-outbox';
import type { ResultsCollections } from '../store/collections';
import type { RedisKeys } from '../store/redis-keys';
import { planJobId, REVISION_PLAN_JOB, type RevisionJob } from './revision-jobs';
import { type RevisionDoc, revisionStore, toAnswerKeyRevision, toRuling } from './revision-store';
import { ruleAfter } from './rulings';

/** What an admin is told when a revision cannot be made; each has a code the interface translates. */
export const REVISION_MESSAGES = {
  notFound: 'Answer-key revision not found',
  testNotFound: 'Test not found',
  QUESTION_NOT_IN_TEST: 'This question is not in the test',
  REVISION_NOTE_REQUIRED: 'Write a note for the students: they see it with the ruling',
  REVISION_CHANGE_ANSWER: 'A changed key needs exactly one answer, different from the current key',
  REVISION_ACCEPT_ANSWERS: 'Accepting more than one answer needs at least two different options',
  REVISION_LANGUAGE_REQUIRED: 'Dropping a question for one language needs that language',
} as const;

const refuse = (code: Exclude<keyof typeof REVISION_MESSAGES, 'notFound' | 'testNotFound'> & ErrorCode) =>
  new AppError(400, REVISION_MESSAGES[code], code);

/** The body without its note, which gets its own message (the one field an admin forgets). */
const bodyWithoutNote = createRevisionBody.omit({ note: true }).extend({ note: z.unknown().optional() });
const revisionIdParam = z.string().trim().min(1, 'id is required').max(100, 'id is too long');

export type RevisionRouteDeps = {
  cols: Pick<ResultsCollections, 'revisions'>;
  redis: Redis;
  keys: RedisKeys;
  questions: QuestionBank;
  papers: Pick<TestPapers, 'paper'>;
  /** The scoring queue: its worker re-scores (revision-jobs.ts). */
  queue: Queue<RevisionJob>;
  resultsTopic: string;
  clock: () => Date;
};

/**
 * POST /api/admin/answer-key-revisions — an admin's ruling on one question of a test (202 {id});
 * GET /api/admin/answer-key-revisions/{id} — the revision and its re-scoring's progress. Every
 * check comes before any write, so a refused revision changes nothing. The revision is stored,
 * copied to the scoring worker's Redis copy of the test's rulings with AnswerKeyRevised appended
 * to the results outbox (one MULTI), and its plan job queued; the worker does the rest.
 */
export function revisionRoutes(deps: RevisionRouteDeps): Router {
  const router = Router();
  const store = revisionStore(deps.cols.revisions, deps.redis, deps.keys);
  const queuePlan = (revisionId: string) =>
    deps.queue.add(REVISION_PLAN_JOB, { revisionId }, { jobId: planJobId(revisionId) });

  router.post('/api/admin/answer-key-revisions', requireAdmin, async (req, res) => {
    const body = parseInput(bodyWithoutNote, req.body);
    if (typeof body.note !== 'string' || body.note.trim() === '') throw refuse('REVISION_NOTE_REQUIRED');
    const note = parseInput(createRevisionBody.shape.note, body.note);
    const answers = [...new Set(body.correctAnswers ?? [])];
    if (body.decision === 'CHANGE' && (body.correctAnswers ?? []).length !== 1)
      throw refuse('REVISION_CHANGE_ANSWER');
    if (body.decision === 'ACCEPT_MULTIPLE' && answers.length < 2) throw refuse('REVISION_ACCEPT_ANSWERS');
    if (body.decision === 'DROP_LANGUAGE' && !body.language) throw refuse('REVISION_LANGUAGE_REQUIRED');

    const paper = await deps.papers.paper(body.testId);
    if (!paper) throw new NotFoundError(REVISION_MESSAGES.testNotFound);
    const index = paper.questionIds.indexOf(body.questionId);
    if (index < 0) throw refuse('QUESTION_NOT_IN_TEST');
    const earlier = await store.fromRecord(body.testId);
    if (body.decision === 'CHANGE') {
      // The key as it stands: an earlier ruling's single key, else the bank's.
      const ruled = ruleAfter(earlier.filter((r) => r.questionId === body.questionId)).accepted;
      const current =
        ruled?.length === 1
          ? ruled[0]
          : (await deps.questions.get([body.questionId])).get(body.questionId)?.correctAnswer;
      if (answers[0] === current) throw refuse('REVISION_CHANGE_ANSWER');
    }

    // Rulings apply in decision order: a test's decisions get distinct, increasing times, so two
    // made in the same millisecond still apply in the order they were made.
    const latest = Math.max(0, ...earlier.map((r) => Date.parse(r.decidedAt)));
    const now = new Date(Math.max(deps.clock().getTime(), latest + 1)).toISOString();
    const doc: RevisionDoc = {
      _id: randomUUID(),
      testId: body.testId,
      questionId: body.questionId,
      questionNumber: index + 1,
      decision: body.decision,
      correctAnswers: body.decision === 'CHANGE' || body.decision === 'ACCEPT_MULTIPLE' ? answers.sort() : [],
      language: body.decision === 'DROP_LANGUAGE' ? (body.language ?? null) : null,
      note,
      decidedAt: now,
      status: 'RUNNING',
      affected: 0,
      rescored: 0,
      failed: 0,
      createdAt: now,
    };
    await deps.cols.revisions.insertOne(doc);
    const ruling = toRuling(doc);
    const data: AnswerKeyRevisedData = { ...ruling, testId: doc.testId };
    const envelope: AnyEnvelope = {
      id: `AnswerKeyRevised:${doc._id}`,
      type: 'AnswerKeyRevised',
      version: 1,
      occurredAt: now,
      key: doc.testId,
      data,
    };
    const tx = deps.redis.multi().hset(deps.keys.rulings(doc.testId), doc._id, JSON.stringify(ruling));
    appendToOutbox(tx, deps.keys.outbox, deps.resultsTopic, envelope);
    await tx.exec();
    await queuePlan(doc._id);
    res.status(202).json({ id: doc._id });
  });

  router.get('/api/admin/answer-key-revisions/:id', requireAdmin, async (req, res) => {
    const id = parseInput(revisionIdParam, req.params.id);
    const doc = await deps.cols.revisions.findOne({ _id: id });
    if (!doc) throw new NotFoundError(REVISION_MESSAGES.notFound);
    const live = doc.status === 'RUNNING' ? await store.progress(id) : null;
    // Stored but never planned (the process stopped before queueing it): queue it now (same job id).
    if (live && live.affected === null) await queuePlan(id);
    res.json(toAnswerKeyRevision(doc, live));
  });
  return router;
}
