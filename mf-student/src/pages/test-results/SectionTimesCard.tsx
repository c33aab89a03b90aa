import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardHeader, CardTitle, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { clampPercent, formatMinutesSeconds } from '../../format/resultFormat';
import { TimeOf } from './QuestionAnalysis';
import { resultsCatalog } from './resultsCatalog';

/**
 * Time used in each timed section against its limit (compensatory time included in
 * the limit). Nothing for a test with one clock.
 */
export function SectionTimesCard({ result }: { result: TestResult }) {
  const { _ } = useMessages(resultsCatalog);
  const rows = result.sectionTimes ?? [];
  if (rows.length === 0) return null;
  return (
    <Card data-testid="section-times">
      <CardHeader>
        <CardTitle>{_('results.timePerSection')}</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        {(result.compensatoryMinutes ?? 0) > 0 ? (
          <p className="text-muted">{_('results.compensatory')}</p>
        ) : null}
        <ul className="section-times">
          {rows.map((row, i) => {
            const label = (row.sections.length ? row.sections : [row.section])
              .map((section) => SECTION_LABELS[section] ?? section)
              .join(' & ');
            const used = formatMinutesSeconds(row.usedSeconds);
            const limit = formatMinutesSeconds(row.limitSeconds);
            const id = `section-time-${i}`;
            return (
              <li key={row.section} data-testid="section-time">
                <div className="section-times__row">
                  <span id={id}>{label}</span>
                  <TimeOf used={used} limit={limit} />
                </div>
                <div
                  className="progress section-times__bar"
                  role="progressbar"
                  aria-labelledby={id}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(
                    clampPercent((row.usedSeconds / Math.max(1, row.limitSeconds)) * 100),
                  )}
                  aria-valuetext={_('results.timeOf', { taken: used, allowed: limit })}
                >
                  <div
                    className="progress__bar"
                    style={{
                      width: `${clampPercent((row.usedSeconds / Math.max(1, row.limitSeconds)) * 100)}%`,
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
