import { Button, buttonClassName, Card, CardContent } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { useExamMessages } from './examCatalog';

// The states a student rarely sees (a failed load, a test not found or already completed): a
// chunk of their own, loaded when one is shown, so the exam route carries only the exam.

/** A load failure other than "not found": the spec's messages, with a way to try again. */
export function LoadError({ messages, onRetry }: { messages: string[]; onRetry: () => void }) {
  const { _ } = useExamMessages();
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">{_('exam.loading')}</h1>
          <div role="alert" className="stack">
            {messages.map((message) => (
              <p key={message} className="alert alert--danger">
                {message}
              </p>
            ))}
          </div>
          <div className="row">
            <Button onClick={onRetry}>{_('exam.tryAgain')}</Button>
            <Link to="/tests" className={buttonClassName({ variant: 'outline' })}>
              {_('exam.backToTests')}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

interface NotFoundProps {
  attemptId: string;
  testId: string | null;
  attemptFound: boolean;
  questionCount: number;
}

/** Spec section 2: what was and was not found, with the ids, and a way back. */
export function TestNotFound({ attemptId, testId, attemptFound, questionCount }: NotFoundProps) {
  const { _ } = useExamMessages();
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">{_('exam.notFound')}</h1>
          <p className="text-muted">{_('exam.couldNotOpen')}</p>
          <dl className="not-found-facts">
            <div>
              <dt>{_('exam.attempt')}</dt>
              <dd>{_(attemptFound ? 'exam.found' : 'exam.notFoundFact')}</dd>
            </div>
            <div>
              <dt>{_('exam.questions')}</dt>
              <dd>
                {questionCount > 0
                  ? _('exam.questionsFound', { count: questionCount })
                  : _('exam.notFoundFact')}
              </dd>
            </div>
            <div>
              <dt>{_('exam.attemptId')}</dt>
              <dd>{attemptId || _('exam.none')}</dd>
            </div>
            <div>
              <dt>{_('exam.testId')}</dt>
              <dd>{testId ?? _('exam.unknown')}</dd>
            </div>
          </dl>
          <Link to="/tests" className={buttonClassName()}>
            {_('exam.backToTests')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

export function TestCompleted({ attemptId }: { attemptId: string }) {
  const { _ } = useExamMessages();
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">{_('exam.completed')}</h1>
          <p className="text-muted">{_('exam.alreadyCompleted')}</p>
          <div className="row">
            <Link to="/dashboard" className={buttonClassName()}>
              {_('exam.goToDashboard')}
            </Link>
            <Link
              to={`/test-results/${encodeURIComponent(attemptId)}`}
              className={buttonClassName({ variant: 'outline' })}
            >
              {_('exam.viewResults')}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
