import type { AttemptSummary } from '@ssc/contracts';
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
import { timeLeftLabel } from '../../format/progressFormat';
import { studentCatalog } from '../../i18n/studentCatalog';
import { useNow } from './useNow';

interface Props {
  attempts: AttemptSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Resume Your Tests (spec section 2): unfinished attempts, each back to its taking screen. */
export function ResumeList({ attempts, loading, failed, onRetry }: Props) {
  const now = useNow(30_000);
  const { _ } = useMessages(studentCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="resume-title">{_('dashboard.resumeTests')}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? <Spinner label={_('dashboard.resume.loading')} /> : null}
        {failed ? (
          <div className="alert alert--danger row" role="alert">
            <span>{_('dashboard.resume.failed')}</span>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {_('results.tryAgain')}
            </Button>
          </div>
        ) : null}
        {attempts?.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{_('dashboard.resume.none')}</p>
            <p>{_('dashboard.resume.noneHint')}</p>
          </div>
        ) : null}
        {attempts && attempts.length > 0 ? (
          <ul className="progress-list" aria-labelledby="resume-title" data-testid="resume-list">
            {attempts.map((attempt) => {
              const titleId = `resume-${attempt.id}`;
              return (
                <li key={attempt.id} className="progress-list__item">
                  <div className="progress-list__body">
                    <h3 className="progress-list__title" id={titleId}>
                      {attempt.test.title}
                    </h3>
                    <p className="text-muted progress-list__facts">
                      {_(`tests.type.${attempt.test.testType}`)} ·{' '}
                      {_('dashboard.resume.answered', {
                        answered: attempt.answeredCount,
                        total: attempt.test.totalQuestions,
                      })}{' '}
                      · {timeLeftLabel(attempt.deadline, now, _)}
                    </p>
                  </div>
                  <Link
                    to={`/test-taking/${encodeURIComponent(attempt.id)}`}
                    className={buttonClassName({ size: 'sm' })}
                    aria-describedby={titleId}
                  >
                    {_('tests.resume')}
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
