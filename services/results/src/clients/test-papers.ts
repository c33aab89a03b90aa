import { type Answer, testSnapshot } from '@ssc/contracts';
import { internalGet, ServiceUnavailableError, serviceCallHeaders } from '@ssc/service-kit';
import { z } from 'zod';

const UNAVAILABLE = 'The test catalog is not reachable right now; please try again shortly';

/** A test's questions in paper order (what an attempt of it is sat with). */
export type TestPaper = { testId: string; questionIds: string[] };

/** What an answer-key revision asks of the catalog. */
export type TestPapers = {
  /** The test's questions in paper order; null when the catalog has no such test. */
  paper(testId: string): Promise<TestPaper | null>;
  /** Sets a question's key for future attempts (idempotent). */
  setKey(questionId: string, correctAnswer: Answer): Promise<void>;
};

/**
 * Catalog's `GET /internal/tests/:id/snapshot` (the test as an attempt freezes it) and
 * `PUT /internal/questions/:id/correct-answer` (a CHANGE ruling's key for future attempts).
 */
export function createTestPapers(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): TestPapers {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 5_000;
  return {
    async paper(testId) {
      const snapshot = await internalGet({
        url: new URL(`/internal/tests/${encodeURIComponent(testId)}/snapshot`, opts.baseUrl),
        secret: opts.internalSecret,
        caller: 'results',
        schema: z.object({ questions: testSnapshot.shape.questions }),
        unavailable: UNAVAILABLE,
        timeoutMs,
        absentOn: [404],
        ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
      });
      return snapshot ? { testId, questionIds: snapshot.questions.map((q) => q.questionId) } : null;
    },
    async setKey(questionId, correctAnswer) {
      let res: Response;
      try {
        res = await fetchImpl(
          new URL(`/internal/questions/${encodeURIComponent(questionId)}/correct-answer`, opts.baseUrl),
          {
            method: 'PUT',
            headers: {
              ...serviceCallHeaders(opts.internalSecret, { caller: 'results' }),
              'content-type': 'application/json',
            },
            body: JSON.stringify({ correctAnswer }),
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
      } catch {
        throw new ServiceUnavailableError(UNAVAILABLE);
      }
      // A question deleted from the bank since has no future attempts to set a key for.
      if (res.status === 404) return;
      if (!res.ok) throw new ServiceUnavailableError(UNAVAILABLE);
    },
  };
}
