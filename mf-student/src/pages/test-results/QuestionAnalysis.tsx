import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { formatDecimalMinutes, timeBarPercent } from '../../format/resultFormat';
import { resultsCatalog } from './resultsCatalog';

/**
 * "7:05 of 10:00", the used time strong: the catalog's order of the two (Hindi puts the limit
 * first), split at the used time's place.
 */
export function TimeOf({ used, limit }: { used: string; limit: string }) {
  const { _ } = useMessages(resultsCatalog);
  const MARK = '\u0000';
  const [before = '', after = ''] = _('results.timeOf', { taken: MARK, allowed: limit }).split(MARK);
  return (
    <span>
      {before ? <span className="text-muted">{before}</span> : null}
      <strong>{used}</strong>
      {after ? <span className="text-muted">{after}</span> : null}
    </span>
  );
}

/** Spec section 2 and 4: correct, incorrect and unattempted counts, then the time taken. */
export function QuestionAnalysis({ result }: { result: TestResult }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  const counts = [
    { id: 'correct', label: _('results.correct'), value: result.correct },
    { id: 'incorrect', label: _('results.incorrect'), value: result.incorrect },
    { id: 'unattempted', label: _('results.unattempted'), value: result.unattempted },
  ];
  const total = Math.max(1, result.totalQuestions);
  const timePercent = timeBarPercent(result.durationTaken, result.durationMinutes);
  const taken = formatDecimalMinutes(result.durationTaken);
  const allowed = formatDecimalMinutes(result.durationMinutes);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('results.questionAnalysis')}</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <dl className="analysis-counts">
          {counts.map((c) => (
            <div key={c.id} className={`analysis-count is-${c.id}`} data-testid={`analysis-${c.id}`}>
              <dt>{c.label}</dt>
              <dd>{formatNumber(c.value)}</dd>
            </div>
          ))}
        </dl>
        <div
          className="outcome-bar"
          role="img"
          aria-label={counts.map((c) => `${c.label} ${formatNumber(c.value)}`).join(', ')}
        >
          {counts.map((c) =>
            c.value > 0 ? (
              <span
                key={c.id}
                className={`outcome-bar__part is-${c.id}`}
                style={{ flexGrow: c.value / total }}
              />
            ) : null,
          )}
        </div>

        <div className="time-taken" data-testid="time-taken">
          <div className="time-taken__row">
            <h3 className="time-taken__title" id="time-taken-title">
              {_('results.timeTaken')}
            </h3>
            <span>
              <TimeOf used={taken} limit={allowed} />
            </span>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-labelledby="time-taken-title"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(timePercent)}
            aria-valuetext={_('results.timeOf', { taken, allowed })}
          >
            <div className="progress__bar" style={{ width: `${timePercent}%` }} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
