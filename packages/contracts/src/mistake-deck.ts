import { z } from 'zod';
import { section } from './catalog';
import { MISTAKE_MOCK_MAX_QUESTIONS } from './constants';
import { idField } from './ids';

/**
 * The mistake deck: questions a student got wrong come back as a generated
 * mini-mock 1, 3 and 7 days after the mistake (then weekly); two right answers retire one.
 * Owned by the results service, which sees every scored answer.
 */

/** GET /api/mistake-deck. */
export const mistakeDeckSummary = z.object({
  /** Questions due for review now. */
  due: z.number().int(),
  /** In the deck and not retired (due or waiting). */
  active: z.number().int(),
  retired: z.number().int(),
  /** When the next waiting question falls due (null: none waiting). */
  nextDueAt: z.string().nullable(),
  /** Due questions per section, for the dashboard. */
  dueBySection: z.array(z.object({ section, count: z.number().int() })),
});
export type MistakeDeckSummary = z.infer<typeof mistakeDeckSummary>;

/** POST /api/mistake-deck/mini-mock: the generated test to sit (201). */
export const mistakeMockCreated = z.object({ testId: z.string(), questionCount: z.number().int() });
export type MistakeMockCreated = z.infer<typeof mistakeMockCreated>;

/** POST /internal/tests/personal on the catalog (callers: results): a test only its owner is offered. */
export const personalTestRequest = z.object({
  ownerId: idField('ownerId'),
  title: z.string().trim().min(1).max(200),
  questionIds: z
    .array(z.string().min(1).max(100))
    .min(1, 'Select at least one question')
    .max(MISTAKE_MOCK_MAX_QUESTIONS * 5),
});
export type PersonalTestRequest = z.infer<typeof personalTestRequest>;
export const personalTestCreated = z.object({ testId: z.string() });
