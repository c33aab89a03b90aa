import type { Grade, TestResult } from '@ssc/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { clampPercent, GRADE_BANDS, GRADE_TONES, resultNumbers } from '../../format/resultFormat';
import { resultsCatalog } from './resultsCatalog';

/** A grade's catalog key (`results.grade.<key>`, `results.band.<key>`). */
const GRADE_KEYS: Readonly<Record<Grade, string>> = {
  Excellent: 'excellent',
  Good: 'good',
  Average: 'average',
  'Needs Improvement': 'needsImprovement',
};

/** Grade by percent of total marks (spec section 9), with the percentage as a bar. */
export function PerformanceCard({ result }: { result: TestResult }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  const n = resultNumbers(formatNumber);
  const percent = clampPercent(result.percentage);
  return (
    <Card data-testid="performance-level">
      <CardHeader>
        <CardTitle>{_('results.performance')}</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <div className="performance__row">
          <Badge tone={GRADE_TONES[result.grade]} className="performance__grade" data-testid="grade">
            {_(`results.grade.${GRADE_KEYS[result.grade]}`)}
          </Badge>
          <strong className="performance__percent">{n.percent(result.percentage)}</strong>
        </div>
        <div
          className={`progress performance__bar is-${GRADE_TONES[result.grade]}`}
          role="progressbar"
          aria-label={_('results.percentageBar')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <div className="progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <ul className="grade-bands" aria-label={_('results.gradeBands')}>
          {GRADE_BANDS.map((band) => (
            <li key={band.grade} aria-current={band.grade === result.grade ? 'true' : undefined}>
              <span>{_(`results.grade.${GRADE_KEYS[band.grade]}`)}</span>
              <span className="text-muted">{_(`results.band.${GRADE_KEYS[band.grade]}`)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The top 3 first attempts, with display names from the accounts service. */
export function TopRankersCard({ result }: { result: TestResult }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  const n = resultNumbers(formatNumber);
  return (
    <Card data-testid="top-rankers">
      <CardHeader>
        <CardTitle>{_('results.topRankers')}</CardTitle>
        <CardDescription>{_('results.topRankersHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {result.topRankers.length === 0 ? (
          <p className="text-muted">{_('results.noRanked')}</p>
        ) : (
          <ol className="top-rankers" aria-label={_('results.topRankers')}>
            {result.topRankers.map((ranker, i) => (
              // Tied candidates may share rank and name; the row's position is what identifies it.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of at most three places
              <li key={i} className="top-rankers__item">
                <span className={`top-rankers__rank is-rank-${Math.min(ranker.rank, 4)}`}>
                  {n.count(ranker.rank)}
                </span>
                <span className="top-rankers__name">{ranker.displayName}</span>
                <span className="top-rankers__score">
                  {n.marks(ranker.score)}
                  <span className="text-muted"> / {n.marks(result.totalMarks)}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
