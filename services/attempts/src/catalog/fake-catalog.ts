import { randomBytes } from 'node:crypto';
import { SECTIONS, type SectionTimingInput, type TestSnapshot } from '@ssc/contracts';
import { SERVICE_CALL_HEADER, verifyServiceCall } from '@ssc/service-kit';

/**
 * The catalog, as far as attempts need it: `GET /internal/tests/:id/snapshot` (and `PUT
 * /internal/tests/:id/opens-at`, remembered in `opensAt`) answered over a
 * fetch function (the only fake: every other dependency is a real server). It checks the
 * service-call token like the real catalog's `requireCaller('attempts')` would.
 */
export function fakeCatalog(secret: string) {
  const tests = new Map<string, TestSnapshot>();
  const state = { down: false, requests: 0 };
  /** What `PUT /internal/tests/:id/opens-at` last set per test. */
  const opensAt = new Map<string, string | null>();
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    state.requests += 1;
    if (state.down) throw new TypeError('fetch failed: connect ECONNREFUSED');
    const token = new Headers(init?.headers).get(SERVICE_CALL_HEADER);
    const call = token ? verifyServiceCall(secret, token) : null;
    if (call?.caller !== 'attempts' || !call.onBehalfOf)
      return Response.json({ message: 'The requested resource was not found' }, { status: 404 });
    const path = new URL(String(input)).pathname;
    const opens = /^\/internal\/tests\/([^/]+)\/opens-at$/.exec(path);
    if (opens?.[1] && init?.method === 'PUT') {
      const testId = decodeURIComponent(opens[1]);
      if (!tests.has(testId)) return Response.json({ message: 'Test not found' }, { status: 404 });
      opensAt.set(testId, (JSON.parse(String(init.body)) as { opensAt: string | null }).opensAt);
      return new Response(null, { status: 204 });
    }
    const match = /^\/internal\/tests\/([^/]+)\/snapshot$/.exec(path);
    const snapshot = match?.[1] ? tests.get(decodeURIComponent(match[1])) : undefined;
    return snapshot ? Response.json(snapshot) : Response.json({ message: 'Test not found' }, { status: 404 });
  }) as typeof fetch;
  return {
    fetchImpl,
    state,
    opensAt,
    /**
     * A test of `questions` questions (sections cycle: Quant, Reasoning, English, GA) and
     * `durationMinutes` (may be a fraction), with `sectionTimings` when given.
     */
    addTest(
      opts: { questions?: number; durationMinutes?: number; sectionTimings?: SectionTimingInput[] } = {},
    ): TestSnapshot {
      const id = `test-${randomBytes(6).toString('hex')}`;
      const n = opts.questions ?? 5;
      const snapshot: TestSnapshot = {
        test: {
          id,
          title: `Mock ${id}`,
          testTitle: `Mock ${id}`,
          description: null,
          testType: 'FULL_LENGTH',
          examType: 'SSC_CGL',
          section: null,
          sections: [
            'QUANTITATIVE_APTITUDE',
            'GENERAL_INTELLIGENCE',
            'ENGLISH_COMPREHENSION',
            'GENERAL_AWARENESS',
          ],
          durationMinutes: opts.durationMinutes ?? 60,
          totalQuestions: n,
          totalMarks: n * 2,
          marksPerQuestion: 2,
          negativeMarks: 0.5,
          negativeMarking: 0.5,
          mode: 'PRACTICE',
          sectionTimings: opts.sectionTimings ?? [],
          sectionMarking: [],
          evaluateAnsweredAndMarked: true,
        },
        questions: Array.from({ length: n }, (_, i) => ({
          questionId: `${id}-q${i + 1}`,
          section: SECTIONS[i % 4] ?? 'GENERAL',
        })),
      };
      tests.set(id, snapshot);
      return snapshot;
    },
  };
}
export type FakeCatalog = ReturnType<typeof fakeCatalog>;
