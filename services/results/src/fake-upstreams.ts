import type {
  Answer,
  InternalAttemptStatus,
  InternalLiveMock,
  PersonalTestRequest,
  Question,
  Section,
} from '@ssc/contracts';
import { SERVICE_CALL_HEADER, verifyServiceCall } from '@ssc/service-kit';

/**
 * Catalog's `/internal/questions`, auth's `/internal/users/display-names` and attempts'
 * `/internal/attempts/:id` and `/internal/live-mocks/:id`, answered over a fetch function (the only fakes: every other
 * dependency is a real server). Each checks the service-call token like the real
 * `requireCaller('results')`.
 */
export function fakeUpstreams(secret: string) {
  const questions = new Map<string, Question>();
  const names = new Map<string, string>();
  /** What attempts' `/internal/attempts/:id` answers; unknown ids are 404. */
  const attemptStatuses = new Map<string, InternalAttemptStatus>();
  /** What attempts' `/internal/live-mocks/:id` answers; unknown ids are 404. */
  const liveMocks = new Map<string, InternalLiveMock>();
  /** Catalog's `POST /internal/tests/personal` requests, by the test id it answered. */
  const personalTests = new Map<string, PersonalTestRequest>();
  /** Catalog's papers (`/internal/tests/:id/snapshot`): test id → question ids in order (addQuestions sets them). */
  const papers = new Map<string, string[]>();
  /** Catalog's `PUT /internal/questions/:id/correct-answer` calls, in order. */
  const keyUpdates: { questionId: string; correctAnswer: Answer }[] = [];
  const state = {
    catalogDown: false,
    authDown: false,
    questionRequests: 0,
    nameRequests: 0,
    liveMockRequests: 0,
  };

  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const token = new Headers(init?.headers).get(SERVICE_CALL_HEADER);
    const fromResults = !!token && verifyServiceCall(secret, token)?.caller === 'results';
    // As the catalog reads the list: trimmed, blanks dropped, and none at all is a 400.
    const ids = (url.searchParams.get('ids') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (url.pathname === '/internal/questions') {
      state.questionRequests += 1;
      if (state.catalogDown) throw new TypeError('fetch failed: connect ECONNREFUSED');
      if (!fromResults) return Response.json({ message: 'Not found' }, { status: 404 });
      if (ids.length === 0) return Response.json({ message: 'ids is required' }, { status: 400 });
      return Response.json(ids.flatMap((id) => (questions.has(id) ? [questions.get(id)] : [])));
    }
    const snapshot = /^\/internal\/tests\/([^/]+)\/snapshot$/.exec(url.pathname);
    if (snapshot) {
      if (state.catalogDown) throw new TypeError('fetch failed: connect ECONNREFUSED');
      const ids = papers.get(decodeURIComponent(snapshot[1] ?? ''));
      if (!fromResults || !ids) return Response.json({ message: 'Test not found' }, { status: 404 });
      return Response.json({
        questions: ids.map((questionId) => ({
          questionId,
          section: questions.get(questionId)?.section ?? 'GENERAL',
        })),
      });
    }
    const keyPut = /^\/internal\/questions\/([^/]+)\/correct-answer$/.exec(url.pathname);
    if (keyPut && init?.method === 'PUT') {
      if (state.catalogDown) throw new TypeError('fetch failed: connect ECONNREFUSED');
      const questionId = decodeURIComponent(keyPut[1] ?? '');
      const found = questions.get(questionId);
      if (!fromResults || !found) return Response.json({ message: 'Question not found' }, { status: 404 });
      const { correctAnswer } = JSON.parse(String(init.body)) as { correctAnswer: Answer };
      keyUpdates.push({ questionId, correctAnswer });
      questions.set(questionId, { ...found, correctAnswer });
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/internal/tests/personal' && init?.method === 'POST') {
      if (!fromResults) return Response.json({ message: 'Not found' }, { status: 404 });
      const body = JSON.parse(String(init.body)) as PersonalTestRequest;
      const testId = `personal-${personalTests.size + 1}`;
      personalTests.set(testId, body);
      return Response.json({ testId }, { status: 201 });
    }
    if (url.pathname.startsWith('/internal/attempts/')) {
      if (!fromResults) return Response.json({ message: 'Not found' }, { status: 404 });
      const found = attemptStatuses.get(decodeURIComponent(url.pathname.slice('/internal/attempts/'.length)));
      return found
        ? Response.json(found)
        : Response.json({ message: 'Test attempt not found' }, { status: 404 });
    }
    if (url.pathname === '/internal/live-mocks') {
      // Every shift of a group.
      if (!fromResults) return Response.json({ message: 'Not found' }, { status: 404 });
      const shiftGroup = url.searchParams.get('shiftGroup') ?? '';
      return Response.json({
        shiftGroup,
        liveMocks: [...liveMocks.values()].filter((m) => m.shiftGroup === shiftGroup),
      });
    }
    if (url.pathname.startsWith('/internal/live-mocks/')) {
      state.liveMockRequests += 1;
      if (!fromResults) return Response.json({ message: 'Not found' }, { status: 404 });
      const found = liveMocks.get(decodeURIComponent(url.pathname.slice('/internal/live-mocks/'.length)));
      return found
        ? Response.json(found)
        : Response.json({ message: 'Live mock not found' }, { status: 404 });
    }
    if (url.pathname === '/internal/users/display-names') {
      state.nameRequests += 1;
      if (state.authDown) throw new TypeError('fetch failed: connect ECONNREFUSED');
      if (!fromResults) return Response.json({ message: 'Not found' }, { status: 404 });
      return Response.json({
        names: Object.fromEntries(ids.flatMap((id) => (names.has(id) ? [[id, names.get(id)]] : []))),
      });
    }
    return Response.json({ message: 'not found' }, { status: 404 });
  }) as typeof fetch;

  return {
    fetchImpl,
    state,
    questions,
    names,
    attemptStatuses,
    liveMocks,
    personalTests,
    papers,
    keyUpdates,
    /** Questions `{testId}-q1..n` (the ids `submittedSheet` uses), all answered by `answer`. */
    addQuestions(
      testId: string,
      n: number,
      answer: Answer = 'A',
      section: Section = 'QUANTITATIVE_APTITUDE',
    ) {
      papers.set(
        testId,
        Array.from({ length: n }, (_, i) => `${testId}-q${i + 1}`),
      );
      for (let i = 1; i <= n; i++) {
        const id = `${testId}-q${i}`;
        questions.set(id, {
          id,
          section,
          questionTextEnglish: `Question ${i} of ${testId}`,
          questionTextHindi: `प्रश्न ${i}`,
          imageUrl: null,
          optionAEnglish: 'one',
          optionBEnglish: 'two',
          optionCEnglish: 'three',
          optionDEnglish: 'four',
          optionAHindi: 'एक',
          optionBHindi: 'दो',
          optionCHindi: 'तीन',
          optionDHindi: 'चार',
          optionAImageUrl: null,
          optionBImageUrl: null,
          optionCImageUrl: null,
          optionDImageUrl: null,
          correctAnswer: answer,
          explanationEnglish: `Because ${answer}.`,
          explanationHindi: null,
          difficulty: 'EASY',
          topicTags: [],
          marks: null,
          negativeMarks: null,
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
        });
      }
    },
  };
}
export type FakeUpstreams = ReturnType<typeof fakeUpstreams>;
