import type { TestResult } from '@ssc/contracts';
import { Badge, buttonClassName, EXAM_LABELS, TEST_TYPE_LABELS } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { completedLabel } from '../../format/resultFormat';

/** Title, when it was completed, and where to go next (spec section 2). */
export function ResultHeader({ result, nowMs }: { result: TestResult; nowMs: number }) {
  const id = encodeURIComponent(result.attemptId);
  return (
    <header className="page__header results-header">
      <div className="row results-header__badges">
        <Badge tone="primary">{TEST_TYPE_LABELS[result.testType] ?? result.testType}</Badge>
        <Badge>{EXAM_LABELS[result.examType] ?? result.examType}</Badge>
        {result.attemptNumber > 1 ? <Badge tone="warning">Attempt {result.attemptNumber}</Badge> : null}
      </div>
      <h1 className="page__title">{result.title}</h1>
      <p className="page__subtitle">
        Completed{' '}
        <time dateTime={result.submittedAt} data-testid="completed-at">
          {completedLabel(result.submittedAt, nowMs)}
        </time>
      </p>
      <nav className="row results-header__actions" aria-label="Result actions">
        <Link to="/tests" className={buttonClassName({ variant: 'outline' })}>
          Go to Tests
        </Link>
        <Link to={`/test-solutions/${id}`} className={buttonClassName({ variant: 'secondary' })}>
          Solutions
        </Link>
        <Link to={`/test/${id}`} className={buttonClassName()}>
          Reattempt This Test
        </Link>
      </nav>
    </header>
  );
}
