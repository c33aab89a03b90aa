import { buttonClassName, Card, CardContent } from '@ssc/web-core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LiveCountdown } from './LiveCountdown';
import { localTime } from './liveMockPhase';
import { useServerNow } from './useServerNow';

/** When the release time has come but the server still says "not yet" (a skewed device clock), wait this long. */
export const RELEASE_RETRY_MS = 5_000;

/**
 * A live mock's results, solutions or leaderboard before the release (the 409 RESULTS_NOT_RELEASED):
 * when they appear, a countdown, and one read again at that moment. The 409 carries no
 * `serverNow`, so the countdown runs on the device clock; a read that comes too early answers
 * 409 again and waits once more.
 */
export function ResultsWithheld({
  releaseAt,
  what,
  onRelease,
  asOf,
  backTo,
}: {
  releaseAt: string;
  /** "Results", "Solutions". */
  what: string;
  onRelease: () => void;
  /** When the last 409 arrived (the query's errorUpdatedAt): each new refusal sets a new timer. */
  asOf: number;
  backTo?: { path: string; label: string };
}) {
  const nowMs = useServerNow(0);
  useEffect(() => {
    void asOf;
    const wait = Math.max(RELEASE_RETRY_MS, Date.parse(releaseAt) - Date.now());
    if (!Number.isFinite(wait) || wait > 2_000_000_000) return;
    const id = setTimeout(onRelease, wait);
    return () => clearTimeout(id);
  }, [releaseAt, onRelease, asOf]);
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state" data-testid="results-withheld">
          <h1 className="centered-state__title">
            {what} will be released at {localTime(releaseAt)}
          </h1>
          <p className="text-muted">
            This was a live mock: ranks, percentiles and solutions appear for everyone when the window closes.
          </p>
          <p>
            <LiveCountdown to={releaseAt} serverNowMs={nowMs} label="Released in" what="the release" />
          </p>
          <div className="row">
            {backTo ? (
              <Link to={backTo.path} className={buttonClassName({ variant: 'outline' })}>
                {backTo.label}
              </Link>
            ) : null}
            <Link to="/dashboard" className={buttonClassName({ variant: 'outline' })}>
              Go to Dashboard
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
