import { MISTAKE_DECK_MESSAGES, MISTAKE_MOCK_MAX_QUESTIONS, type MistakeMockCreated } from '@ssc/contracts';
import { AppError, identityOf, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { PersonalTests } from '../clients/personal-tests';
import { dueCards } from '../mistakes/deck-schedule';
import { deckCards } from '../mistakes/deck-store';
import { deckSummary } from '../mistakes/deck-summary';
import type { ResultsContext } from '../results-context';

/**
 * The mistake deck. GET: how many questions are due, waiting and retired.
 * POST …/mini-mock: a personal test of the due questions (oldest due first, at most
 * MISTAKE_MOCK_MAX_QUESTIONS) that the student then sits like any test; scoring it moves the
 * cards on (jobs/record-score.ts). Nothing due is a 409.
 */
export function mistakeDeckRoutes(
  ctx: Pick<ResultsContext, 'cols' | 'clock'>,
  personalTests: PersonalTests,
): Router {
  const router = Router();
  router.get('/api/mistake-deck', requireUser, async (req, res) => {
    const cards = await deckCards(ctx.cols.mistakeDecks, identityOf(req).userId);
    res.json(deckSummary(cards, ctx.clock().getTime()));
  });

  router.post('/api/mistake-deck/mini-mock', requireUser, async (req, res) => {
    const { userId } = identityOf(req);
    const due = dueCards(await deckCards(ctx.cols.mistakeDecks, userId), ctx.clock().getTime()).slice(
      0,
      MISTAKE_MOCK_MAX_QUESTIONS,
    );
    if (due.length === 0) throw new AppError(409, MISTAKE_DECK_MESSAGES.nothingDue, 'NOTHING_DUE');
    const testId = await personalTests.create({
      ownerId: userId,
      title: `Mistake deck review · ${due.length} question${due.length === 1 ? '' : 's'}`,
      questionIds: due.map((c) => c.questionId),
    });
    const body: MistakeMockCreated = { testId, questionCount: due.length };
    res.status(201).json(body);
  });
  return router;
}
