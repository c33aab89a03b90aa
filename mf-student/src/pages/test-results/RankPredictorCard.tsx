import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { bucketIndexOf, resultNumbers } from '../../format/resultFormat';
import { resultsCatalog } from './resultsCatalog';

/**
 * The test's real score distribution (first attempts only) as CSS bars, and the rank a few score
 * levels would get today (docs/results.md: ties share a rank; percentile counts scores ≤ yours).
 */
export function RankPredictorCard({ result }: { result: TestResult }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  const n = resultNumbers(formatNumber);
  const { distribution, predictions } = result.rankPredictor;
  const max = Math.max(1, ...distribution.map((bucket) => bucket.count));
  const yours = bucketIndexOf(distribution, result.score);

  return (
    <Card data-testid="rank-predictor">
      <CardHeader>
        <CardTitle>{_('results.predictor.title')}</CardTitle>
        <CardDescription>{_('results.predictor.body', { count: result.rankTotal })}</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        {distribution.length === 0 ? (
          <p className="text-muted">{_('results.noRanked')}</p>
        ) : (
          <div>
            <h3 className="label" id="distribution-title">
              {_('results.predictor.distribution')}
            </h3>
            <ul className="distribution" aria-labelledby="distribution-title">
              {distribution.map((bucket, i) => {
                const range = _('results.predictor.range', {
                  from: n.marks(bucket.from),
                  to: n.marks(bucket.to),
                });
                const people = _('results.predictor.candidates', { count: bucket.count });
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
                      {n.count(bucket.count)}
                      <span className="visually-hidden"> {people}</span>
                      {i === yours ? (
                        <span className="distribution__you"> {_('results.predictor.you')}</span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {predictions.length > 0 ? (
          <div className="table-wrap">
            <table className="table" aria-label={_('results.predictor.table')}>
              <thead>
                <tr>
                  <th scope="col">{_('results.predictor.ifYouScore')}</th>
                  <th scope="col" className="num">
                    {_('results.predictor.rank')}
                  </th>
                  <th scope="col" className="num">
                    {_('results.predictor.percentile')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {predictions.map((p) => {
                  const isYours = p.score === result.score;
                  return (
                    <tr key={p.score} className={isYours ? 'is-yours' : undefined}>
                      <td>
                        {n.marks(p.score)}
                        {isYours ? (
                          <span className="text-muted"> {_('results.predictor.yourScore')}</span>
                        ) : null}
                      </td>
                      <td className="num">{n.count(p.rank)}</td>
                      <td className="num">{n.percentile(p.percentile)}</td>
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
