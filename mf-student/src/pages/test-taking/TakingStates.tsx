import { Button, buttonClassName, Card, CardContent, Spinner } from '@ssc/web-core';
import { Link } from 'react-router-dom';

export function LoadingTest() {
  return <Spinner label="Loading test..." />;
}

/** A load failure other than "not found": the spec's messages, with a way to try again. */
export function LoadError({ messages, onRetry }: { messages: string[]; onRetry: () => void }) {
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">Loading test...</h1>
          <div role="alert" className="stack">
            {messages.map((message) => (
              <p key={message} className="alert alert--danger">
                {message}
              </p>
            ))}
          </div>
          <div className="row">
            <Button onClick={onRetry}>Try again</Button>
            <Link to="/tests" className={buttonClassName({ variant: 'outline' })}>
              Back to Tests
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
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">Test Not Found</h1>
          <p className="text-muted">We could not open this test.</p>
          <dl className="not-found-facts">
            <div>
              <dt>Attempt</dt>
              <dd>{attemptFound ? 'Found' : 'Not found'}</dd>
            </div>
            <div>
              <dt>Questions</dt>
              <dd>{questionCount > 0 ? `${questionCount} found` : 'Not found'}</dd>
            </div>
            <div>
              <dt>Attempt ID</dt>
              <dd>{attemptId || 'None'}</dd>
            </div>
            <div>
              <dt>Test ID</dt>
              <dd>{testId ?? 'Unknown'}</dd>
            </div>
          </dl>
          <Link to="/tests" className={buttonClassName()}>
            Back to Tests
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

export function TestCompleted({ attemptId }: { attemptId: string }) {
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">Test Completed</h1>
          <p className="text-muted">You have already completed this test</p>
          <div className="row">
            <Link to="/dashboard" className={buttonClassName()}>
              Go to Dashboard
            </Link>
            <Link
              to={`/test-results/${encodeURIComponent(attemptId)}`}
              className={buttonClassName({ variant: 'outline' })}
            >
              View Results
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** Spec section 2: blocks the screen while the submission is on its way. */
export function SubmittingOverlay() {
  return (
    <div
      className="submit-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="submit-overlay-title"
    >
      <div className="submit-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <p id="submit-overlay-title" className="submit-overlay__title">
          Submitting Test...
        </p>
        <p className="text-muted">Please wait while we process your answers. Do not close this window.</p>
      </div>
    </div>
  );
}
