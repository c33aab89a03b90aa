import { buttonClassName, Card, CardContent, useMessages } from '@ssc/web-core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../i18n/studentCatalog';
import { LiveCountdown } from './LiveCountdown';
import { localTime } from './liveMockPhase';
import { useServerNow } from './useServerNow';

/** When the release time has come but the server still says "not yet" (a skewed device clock), wait this long. */
export const RELEASE_RETRY_MS = 5_000;

/**
 * A live mock's results, solutions or leaderboard before the release (the 409 RESULTS_NOT_RELEASED):
 * when they appear, a countdown, and one read again at that moment — on the server's clock
 * (`serverNow` of the 409 against the device's clock when it arrived), so a device clock 10
 * minutes slow does not keep the results away 10 minutes longer. A read that comes too early
 * answers 409 again and waits once more.
 */
export function ResultsWithheld({
  releaseAt,
  what,
  onRelease,
  asOf,
  serverNow,
  backTo,
}: {
  releaseAt: string;
  /** The server's clock in the 409 (absent: the device's clock is taken as right). */
  serverNow?: string | undefined;
  /** "Results", "Solutions". */
  what: string;
  onRelease: () => void;
  /** When the last 409 arrived (the query's errorUpdatedAt): each new refusal sets a new timer. */
  asOf: number;
  backTo?: { path: string; label: string };
}) {
  const { _, locale } = useMessages(studentCatalog);
  // asOf is the device's clock when the 409 arrived, serverNow the server's when it answered.
  const offsetMs = serverNow ? Date.parse(serverNow) - asOf : 0;
  const nowMs = useServerNow(Number.isFinite(offsetMs) ? offsetMs : 0);
  useEffect(() => {
    const offset = serverNow ? Date.parse(serverNow) - asOf : 0;
    const wait = Math.max(
      RELEASE_RETRY_MS,
      Date.parse(releaseAt) - (Date.now() + (Number.isFinite(offset) ? offset : 0)),
    );
    if (!Number.isFinite(wait) || wait > 2_000_000_000) return;
    const id = setTimeout(onRelease, wait);
    return () => clearTimeout(id);
  }, [releaseAt, onRelease, asOf, serverNow]);
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state" data-testid="results-withheld">
          <h1 className="centered-state__title">
            {_('liveMock.releasedAt', { what, time: localTime(releaseAt, locale) })}
          </h1>
          <p className="text-muted">{_('liveMock.withheldBody')}</p>
          <p>
            <LiveCountdown
              to={releaseAt}
              serverNowMs={nowMs}
              label={_('liveMock.releasedIn')}
              what={_('liveMock.theRelease')}
            />
          </p>
          <div className="row">
            {backTo ? (
              <Link to={backTo.path} className={buttonClassName({ variant: 'outline' })}>
                {backTo.label}
              </Link>
            ) : null}
            <Link to="/dashboard" className={buttonClassName({ variant: 'outline' })}>
              {_('results.goToDashboard')}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
