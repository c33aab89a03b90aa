import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { formatDecimalMinutes, timeBarPercent } from '../../format/resultFormat';
import { studentCatalog } from '../../i18n/studentCatalog';

/** Spec section 2 and 4: correct, incorrect and unattempted counts, then the time taken. */
export function QuestionAnalysis({ result }: { result: TestResult }) {
  const { _ } = useMessages(studentCatalog);
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
              <dd>{c.value}</dd>
            </div>
          ))}
        </dl>
        <div
          className="outcome-bar"
          role="img"
          aria-label={counts.map((c) => `${c.label} ${c.value}`).join(', ')}
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
              Time Taken
            </h3>
            <span>
              <strong>{taken}</strong> <span className="text-muted">of {allowed}</span>
            </span>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-labelledby="time-taken-title"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(timePercent)}
            aria-valuetext={`${taken} of ${allowed}`}
          >
            <div className="progress__bar" style={{ width: `${timePercent}%` }} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
