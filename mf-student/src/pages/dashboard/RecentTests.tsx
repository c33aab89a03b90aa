import type { DashboardStats } from '@ssc/contracts';
import {
  Button,
  buttonClassName,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { scoreOutOf } from '../../format/progressFormat';
import { completedLabel } from '../../format/resultFormat';
import { studentCatalog } from '../../i18n/studentCatalog';

interface Props {
  recent: DashboardStats['recentAttempts'] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Recent Completed Tests (spec section 2): score out of total and a link to the results. */
export function RecentTests({ recent, loading, failed, onRetry }: Props) {
  const now = Date.now();
  const { _, locale } = useMessages(studentCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="recent-title">{_('dashboard.recentTests')}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? <Spinner label={_('dashboard.recent.loading')} /> : null}
        {failed ? (
          <div className="alert alert--danger row" role="alert">
            <span>{_('dashboard.recent.failed')}</span>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {_('results.tryAgain')}
            </Button>
          </div>
        ) : null}
        {recent?.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{_('dashboard.recent.none')}</p>
            <p>{_('dashboard.recent.noneHint')}</p>
            <Link to="/tests" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
              {_('dashboard.recent.findTest')}
            </Link>
          </div>
        ) : null}
        {recent && recent.length > 0 ? (
          <ul className="progress-list" aria-labelledby="recent-title" data-testid="recent-list">
            {recent.map((attempt) => {
              const titleId = `recent-${attempt.id}`;
              return (
                <li key={attempt.id} className="progress-list__item">
                  <div className="progress-list__body">
                    <h3 className="progress-list__title" id={titleId}>
                      {attempt.title}
                    </h3>
                    <p className="text-muted progress-list__facts">
                      <time dateTime={attempt.submittedAt}>
                        {completedLabel(attempt.submittedAt, now, undefined, locale)}
                      </time>
                    </p>
                  </div>
                  <span className="progress-list__score">
                    {scoreOutOf(attempt.totalScore, attempt.totalMarks, _)}
                  </span>
                  <Link
                    to={`/test-results/${encodeURIComponent(attempt.id)}`}
                    className={buttonClassName({ variant: 'outline', size: 'sm' })}
                    aria-describedby={titleId}
                  >
                    {_('tests.viewResults')}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
