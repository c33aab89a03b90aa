import type { TestResult } from '@ssc/contracts';
import { Badge, buttonClassName, useMessages } from '@ssc/web-core';
import { resultHeaderOf } from '@ssc/web-core/early';
import { Link } from 'react-router-dom';
import { resultsCatalog } from './resultsCatalog';

/**
 * Title, when it was completed, and where to go next (spec section 2). The badges and the date
 * come from `resultHeaderOf`, which index.html's start script paints from too; its words equal
 * this catalog's (web-core early/resultHeaderWords.unit.test.ts).
 */
export function ResultHeader({ result, nowMs }: { result: TestResult; nowMs: number }) {
  const { _, locale } = useMessages(resultsCatalog);
  const id = encodeURIComponent(result.attemptId);
  const view = resultHeaderOf(result, nowMs, locale);
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
        {_('results.completed')}{' '}
        <time dateTime={result.submittedAt} data-testid="completed-at">
          {view.completed}
        </time>
      </p>
      <nav className="row results-header__actions" aria-label={_('results.actions')}>
        <Link to="/tests" className={buttonClassName({ variant: 'outline' })}>
          {_('results.goToTests')}
        </Link>
        <Link to={`/test-solutions/${id}`} className={buttonClassName({ variant: 'secondary' })}>
          {_('results.solutions')}
        </Link>
        <Link to={`/test/${id}`} className={buttonClassName()}>
          {_('results.reattempt')}
        </Link>
      </nav>
    </header>
  );
}
