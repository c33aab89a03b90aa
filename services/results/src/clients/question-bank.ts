import { type Question, question } from '@ssc/contracts';
import { internalGet } from '@ssc/service-kit';
import { z } from 'zod';
import { cachedBatchLoader } from './cached-batch-loader';

export const QUESTION_BANK_UNAVAILABLE =
  'The question bank is not reachable right now; please try again shortly';

/**
 * Ids per request: 200 UUIDs keep the URL near 8 kB, under Node's 16 kB header limit
 * (the catalog accepts up to 500).
 */
const CHUNK = 200;

export type QuestionBank = {
  /** Full questions (with answers and explanations) by id; deleted ones map to null. */
  get(ids: readonly string[]): Promise<Map<string, Question | null>>;
};

/**
 * The catalog's `GET /internal/questions?ids=`, cached per question for `ttlMs` (60 s): one
 * test's questions serve every submission of that test in the meantime. An edit in the bank
 * reaches scoring and solutions within a minute.
 */
export function createQuestionBank(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  ttlMs?: number;
  capacity?: number;
  timeoutMs?: number;
  now?: () => number;
}): QuestionBank {
  const list = z.array(question);

  async function load(ids: string[]): Promise<Map<string, Question>> {
    // The catalog reads `ids` as a comma-separated list of trimmed ids: an id with a comma or
    // blanks around it would be read as other ids (or none: a 400, which reads here as the
    // catalog being down). Such an id names no question, so it is not asked for.
    const askable = ids.filter((id) => id !== '' && !id.includes(',') && id.trim() === id);
    if (askable.length === 0) return new Map();
    const url = new URL('/internal/questions', opts.baseUrl);
    url.searchParams.set('ids', askable.join(','));
    const found = await internalGet({
      url,
      secret: opts.internalSecret,
      caller: 'results',
      schema: list,
      unavailable: QUESTION_BANK_UNAVAILABLE,
      timeoutMs: opts.timeoutMs ?? 5_000,
      ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
    });
    return new Map((found ?? []).map((q) => [q.id, q]));
  }

  return cachedBatchLoader<Question>({
    load,
    ttlMs: opts.ttlMs ?? 60_000,
    capacity: opts.capacity ?? 20_000,
    chunkSize: CHUNK,
    ...(opts.now ? { now: opts.now } : {}),
  });
}
