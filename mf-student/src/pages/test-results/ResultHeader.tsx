import type { TestResult } from '@ssc/contracts';
import { Badge, buttonClassName } from '@ssc/web-core';
import { resultHeaderOf } from '@ssc/web-core/early';
import { Link } from 'react-router-dom';

/** Title, when it was completed, and where to go next (spec section 2). */
export function ResultHeader({ result, nowMs }: { result: TestResult; nowMs: number }) {
  const id = encodeURIComponent(result.attemptId);
  const view = resultHeaderOf(result, nowMs);
  return (
    <header className="page__header results-header">
      <div className="row results-header__badges">
        {view.badges.map((badge) => (
          <Badge key={badge.text} tone={badge.tone}>
            {badge.text}
          </Badge>
        ))}
      </div>
      <h1 className="page__title">{view.title}</h1>
      <p className="page__subtitle">
        Completed{' '}
        <time dateTime={result.submittedAt} data-testid="completed-at">
          {view.completed}
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
