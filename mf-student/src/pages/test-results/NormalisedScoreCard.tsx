import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ssc/web-core';
import { formatNumber, formatPercentile } from '../../format/resultFormat';

/**
 * A live mock sat in several shifts. Shows the shift, the raw score and the normalised
 * score (SSC's equipercentile method, docs/normalisation.md); rank and percentile on the page are
 * then among all shifts. A region named by its heading. Nothing for any other result.
 */
export function NormalisedScoreCard({ result }: { result: TestResult }) {
  const n = result.normalised;
  if (!n) return null;
  const rows: { id: string; label: string; value: string }[] = [
    { id: 'shift', label: 'Your shift', value: n.shiftLabel },
    {
      id: 'raw',
      label: 'Raw score',
      value: `${formatNumber(n.rawScore)} / ${formatNumber(result.totalMarks)}`,
    },
    { id: 'normalised', label: 'Normalised score', value: formatNumber(n.normalisedScore) },
    { id: 'shift-percentile', label: 'Percentile in your shift', value: formatPercentile(n.shiftPercentile) },
  ];
  return (
    <Card data-testid="normalised-score" role="region" aria-labelledby="normalised-score-title">
      <CardHeader>
        <CardTitle id="normalised-score-title">Normalised Score</CardTitle>
        <CardDescription>
          This mock ran in several shifts with different papers. As SSC does, your score is normalised: your
          percentile in your shift is matched to the marks at the same percentile across all shifts. Rank and
          percentile here are among all shifts, by normalised score.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="stack" aria-label="Normalised score">
          {rows.map((row) => (
            <div key={row.id} className="performance__row" data-testid={`normalised-${row.id}`}>
              <dt className="text-muted">{row.label}</dt>
              <dd>
                <strong>{row.value}</strong>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
