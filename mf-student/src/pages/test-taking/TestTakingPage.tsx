import type { TestAttempt } from '@ssc/contracts';
import { attemptsApi, currentUserAtom, handleApiError, isHttpError, paperLanguage } from '@ssc/web-core';
import { removeFirstQuestion } from '@ssc/web-core/early';
import { useAtomValue } from 'jotai';
import { lazy, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type Language, parseLanguage } from '../../language/localizeQuestion';
import { ExamScreen } from './ExamScreen';
import { useExamMessages } from './examCatalog';
import { startReattempt } from './reattempt';
import { LoadingTest } from './TakingStates';
import './testTaking.css';
import { useAttemptQuery, useAttemptQuestionsQuery } from './useAttemptData';

// What a student rarely sees here (signed out, a failed load, not found, completed) loads when
// shown: the exam route's JavaScript is the exam's (bench/exam-route.ts, ≤ 150 KiB on the wire).
const problems = () => import('./TakingProblems');
const LoadError = lazy(() => problems().then((m) => ({ default: m.LoadError })));
const TestNotFound = lazy(() => problems().then((m) => ({ default: m.TestNotFound })));
const TestCompleted = lazy(() => problems().then((m) => ({ default: m.TestCompleted })));
const LoginPrompt = lazy(() =>
  import('../../components/LoginPrompt').then((m) => ({ default: m.LoginPrompt })),
);

const isNotFound = (error: unknown) => isHttpError(error) && error.status === 404;
const messageOf = (error: unknown, unknown: string) =>
  error instanceof Error && error.message ? error.message : unknown;

/**
 * /test/{attemptId} reattempts: a finished attempt is replaced by a new attempt of its test
 * (the URL is replaced, so Back does not start yet another); an unfinished one is simply shown.
 */
function useReattempt(finished: TestAttempt | null, language: Language) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);
  const finishedId = finished?.id;
  const testId = finished?.testId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `tries` value starts the request again
  useEffect(() => {
    if (!finishedId || !testId) return;
    let cancelled = false;
    setFailed(false);
    // The new attempt is read in the language the screen was in.
    startReattempt(finishedId, testId, (id) => attemptsApi.start(id, paperLanguage(language))).then(
      (next) => {
        if (!cancelled)
          navigate(`/test-taking/${encodeURIComponent(next.id)}?lang=${language}`, { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isHttpError(error) && error.status === 401) handleApiError(error);
        else setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [finishedId, testId, language, navigate, tries]);

  return { failed, retry: useCallback(() => setTries((n) => n + 1), []) };
}

/** /test-taking/{attemptId} and /test/{attemptId} (spec section 2): load, then the exam or the right state. */
export default function TestTakingPage() {
  const user = useAtomValue(currentUserAtom);
  const { _ } = useExamMessages();
  const { attemptId = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const language = parseLanguage(params.get('lang'));
  const isReattempt = pathname.startsWith('/test/');

  const attemptQuery = useAttemptQuery(attemptId);
  const attempt = attemptQuery.data?.attempt;
  const reattempt = useReattempt(isReattempt && attempt?.isCompleted ? attempt : null, language);
  const questionsQuery = useAttemptQuestionsQuery(attempt);

  // The queries are silent (this page shows their errors); an expired session still signs out.
  const authError = [attemptQuery.error, questionsQuery.error].find(
    (error) => isHttpError(error) && error.status === 401,
  );
  useEffect(() => {
    if (authError) handleApiError(authError);
  }, [authError]);

  const { refetch } = attemptQuery;
  const reloadAttempt = useCallback(() => void refetch(), [refetch]);

  const loading =
    !!user &&
    ((attemptQuery.isPending && attemptQuery.fetchStatus !== 'idle') ||
      (!!attempt && !attempt.isCompleted && questionsQuery.isPending) ||
      (!!attempt?.isCompleted && isReattempt && !reattempt.failed));
  // index.html's start script may have painted the first question already: whatever this page
  // shows instead of loading takes its place in the same frame (never both, never a gap).
  useLayoutEffect(() => {
    if (!loading) removeFirstQuestion();
  }, [loading]);

  if (!user) {
    return <LoginPrompt message={_('exam.loginToStart')} />;
  }
  if (attemptQuery.isPending && attemptQuery.fetchStatus !== 'idle') return <LoadingTest />;
  if (!attempt) {
    if (attemptQuery.error && !isNotFound(attemptQuery.error)) {
      return (
        <LoadError
          messages={[
            _('exam.errorAttempt', { message: messageOf(attemptQuery.error, _('exam.unknownError')) }),
          ]}
          onRetry={reloadAttempt}
        />
      );
    }
    return <TestNotFound attemptId={attemptId} testId={null} attemptFound={false} questionCount={0} />;
  }

  if (attempt.isCompleted) {
    if (!isReattempt) return <TestCompleted attemptId={attempt.id} />;
    if (reattempt.failed) return <LoadError messages={[_('exam.startFailed')]} onRetry={reattempt.retry} />;
    return <LoadingTest />;
  }

  if (questionsQuery.isPending) return <LoadingTest />;
  if (questionsQuery.error && !isNotFound(questionsQuery.error)) {
    return (
      <LoadError
        messages={[
          _('exam.errorQuestions', { message: messageOf(questionsQuery.error, _('exam.unknownError')) }),
        ]}
        onRetry={() => void questionsQuery.refetch()}
      />
    );
  }
  const questions = questionsQuery.data ?? [];
  if (questions.length === 0) {
    return <TestNotFound attemptId={attempt.id} testId={attempt.testId} attemptFound questionCount={0} />;
  }

  return (
    <ExamScreen
      key={attempt.id}
      attempt={attempt}
      clockOffsetMs={attemptQuery.data?.clockOffsetMs ?? 0}
      questions={questions}
      language={language}
      onClosed={reloadAttempt}
    />
  );
}
