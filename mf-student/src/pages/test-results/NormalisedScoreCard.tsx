import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { resultNumbers } from '../../format/resultFormat';
import { resultsCatalog } from './resultsCatalog';

/**
 * A live mock sat in several shifts. Shows the shift, the raw score and the normalised
 * score (SSC's equipercentile method, docs/normalisation.md); rank and percentile on the page are
 * then among all shifts. A region named by its heading. Nothing for any other result.
 */
export function NormalisedScoreCard({ result }: { result: TestResult }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  const n = result.normalised;
  if (!n) return null;
  const f = resultNumbers(formatNumber);
  const rows: { id: string; label: string; value: string }[] = [
    { id: 'shift', label: _('results.normalised.shift'), value: n.shiftLabel },
    {
      id: 'raw',
      label: _('results.normalised.raw'),
      value: `${f.marks(n.rawScore)} / ${f.marks(result.totalMarks)}`,
    },
    { id: 'normalised', label: _('results.normalised.score'), value: f.marks(n.normalisedScore) },
    {
      id: 'shift-percentile',
      label: _('results.normalised.shiftPercentile'),
      value: f.percentile(n.shiftPercentile),
    },
  ];
  return (
    <Card data-testid="normalised-score" role="region" aria-labelledby="normalised-score-title">
      <CardHeader>
        <CardTitle id="normalised-score-title">{_('results.normalised.title')}</CardTitle>
        <CardDescription>{_('results.normalised.body')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="stack" aria-label={_('results.normalised.score')}>
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
