import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { resultNumbers } from '../../format/resultFormat';
import { resultsCatalog } from './resultsCatalog';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * The answer-key revisions applied to this result, oldest first (docs/answer-key.md): what each
 * did to the score, on which question, and the examiners' note. Nothing when there are none.
 */
export function RevisionNotice({ result }: { result: TestResult }) {
  const { _, formatNumber, formatDate } = useMessages(resultsCatalog);
  const revisions = result.revisions ?? [];
  if (revisions.length === 0) return null;
  const { marks } = resultNumbers(formatNumber);
  return (
    <Card data-testid="revision-notice" role="region" aria-labelledby="revision-notice-title">
      <CardHeader>
        <CardTitle id="revision-notice-title">{_('results.revisions.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="stack revision-notice">
          {revisions.map((r) => {
            const words = {
              date: formatDate(r.decidedAt, DATE),
              number: formatNumber(r.questionNumber),
              decision: _(`results.revision.decision.${r.decision}`),
            };
            return (
              <li key={r.revisionId} data-testid="revision-line">
                <p>
                  <strong>
                    {r.scoreAfter === r.scoreBefore
                      ? _('results.revisions.unchanged', { ...words, score: marks(r.scoreAfter) })
                      : _('results.revisions.revised', {
                          ...words,
                          before: marks(r.scoreBefore),
                          after: marks(r.scoreAfter),
                        })}
                  </strong>
                </p>
                <p className="text-muted" data-testid="revision-note">
                  {_('results.revisions.note', { note: r.note })}
                </p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
