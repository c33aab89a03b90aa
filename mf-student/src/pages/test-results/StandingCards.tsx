import type { TestResult } from '@ssc/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ssc/web-core';
import {
  clampPercent,
  formatNumber,
  formatPercent,
  GRADE_BANDS,
  GRADE_TONES,
} from '../../format/resultFormat';

/** Grade by percent of total marks (spec section 9), with the percentage as a bar. */
export function PerformanceCard({ result }: { result: TestResult }) {
  const percent = clampPercent(result.percentage);
  return (
    <Card data-testid="performance-level">
      <CardHeader>
        <CardTitle>Performance Level</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <div className="performance__row">
          <Badge tone={GRADE_TONES[result.grade]} className="performance__grade" data-testid="grade">
            {result.grade}
          </Badge>
          <strong className="performance__percent">{formatPercent(result.percentage)}</strong>
        </div>
        <div
          className={`progress performance__bar is-${GRADE_TONES[result.grade]}`}
          role="progressbar"
          aria-label="Percentage of total marks"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <div className="progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <ul className="grade-bands" aria-label="Grade bands">
          {GRADE_BANDS.map((band) => (
            <li key={band.grade} aria-current={band.grade === result.grade ? 'true' : undefined}>
              <span>{band.grade}</span>
              <span className="text-muted">{band.range}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The top 3 first attempts, with display names from the accounts service. */
export function TopRankersCard({ result }: { result: TestResult }) {
  return (
    <Card data-testid="top-rankers">
      <CardHeader>
        <CardTitle>Top Rankers</CardTitle>
        <CardDescription>Best first attempts at this test.</CardDescription>
      </CardHeader>
      <CardContent>
        {result.topRankers.length === 0 ? (
          <p className="text-muted">No ranked attempts yet.</p>
        ) : (
          <ol className="top-rankers" aria-label="Top rankers">
            {result.topRankers.map((ranker, i) => (
              // Tied candidates may share rank and name; the row's position is what identifies it.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of at most three places
              <li key={i} className="top-rankers__item">
                <span className={`top-rankers__rank is-rank-${Math.min(ranker.rank, 4)}`}>{ranker.rank}</span>
                <span className="top-rankers__name">{ranker.displayName}</span>
                <span className="top-rankers__score">
                  {formatNumber(ranker.score)}
                  <span className="text-muted"> / {formatNumber(result.totalMarks)}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
