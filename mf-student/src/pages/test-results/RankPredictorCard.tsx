import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ssc/web-core';
import { bucketIndexOf, formatNumber, formatPercentile } from '../../format/resultFormat';

/**
 * The test's real score distribution (first attempts only) as CSS bars, and the rank a few score
 * levels would get today (docs/results.md: ties share a rank; percentile counts scores ≤ yours).
 */
export function RankPredictorCard({ result }: { result: TestResult }) {
  const { distribution, predictions } = result.rankPredictor;
  const max = Math.max(1, ...distribution.map((bucket) => bucket.count));
  const yours = bucketIndexOf(distribution, result.score);

  return (
    <Card data-testid="rank-predictor">
      <CardHeader>
        <CardTitle>Rank Predictor</CardTitle>
        <CardDescription>
          Built from everyone's first attempt at this test ({result.rankTotal}{' '}
          {result.rankTotal === 1 ? 'candidate' : 'candidates'}). Equal scores share a rank; your percentile
          is the share of candidates who scored the same as you or less.
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        {distribution.length === 0 ? (
          <p className="text-muted">No ranked attempts yet.</p>
        ) : (
          <div>
            <h3 className="label" id="distribution-title">
              Score distribution
            </h3>
            <ul className="distribution" aria-labelledby="distribution-title">
              {distribution.map((bucket, i) => {
                const range = `${formatNumber(bucket.from)} to ${formatNumber(bucket.to)}`;
                const people = `${bucket.count} ${bucket.count === 1 ? 'candidate' : 'candidates'}`;
                return (
                  <li
                    key={`${bucket.from}-${bucket.to}`}
                    className={i === yours ? 'distribution__row is-yours' : 'distribution__row'}
                  >
                    <span className="distribution__range">{range}</span>
                    <span className="distribution__track" aria-hidden="true">
                      <span
                        className="distribution__bar"
                        style={{ width: `${(bucket.count / max) * 100}%` }}
                      />
                    </span>
                    <span className="distribution__count">
                      {bucket.count}
                      <span className="visually-hidden"> {people}</span>
                      {i === yours ? <span className="distribution__you"> (you)</span> : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {predictions.length > 0 ? (
          <div className="table-wrap">
            <table className="table" aria-label="Predicted rank by score">
              <thead>
                <tr>
                  <th scope="col">If you score</th>
                  <th scope="col" className="num">
                    Rank
                  </th>
                  <th scope="col" className="num">
                    Percentile
                  </th>
                </tr>
              </thead>
              <tbody>
                {predictions.map((p) => {
                  const isYours = p.score === result.score;
                  return (
                    <tr key={p.score} className={isYours ? 'is-yours' : undefined}>
                      <td>
                        {formatNumber(p.score)}
                        {isYours ? <span className="text-muted"> (your score)</span> : null}
                      </td>
                      <td className="num">{p.rank}</td>
                      <td className="num">{formatPercentile(p.percentile)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
