import type { SectionResult } from '@ssc/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, SECTION_CUTOFF_RATIO } from '@ssc/web-core';
import { formatMinutesSeconds, formatNumber, formatPercent } from '../../format/resultFormat';

const CUTOFF_PERCENT = Math.round(SECTION_CUTOFF_RATIO * 100);

/** Spec section 2: one row per section, "Below cutoff" under 30 % of the section's marks. */
export function SectionalSummary({ sections }: { sections: readonly SectionResult[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="sectional-summary-title">Sectional Summary</CardTitle>
      </CardHeader>
      <CardContent className="table-wrap">
        {sections.length === 0 ? (
          <p className="text-muted">No sections in this test.</p>
        ) : (
          <>
            <table className="table" aria-labelledby="sectional-summary-title">
              <thead>
                <tr>
                  <th scope="col">Section Name</th>
                  <th scope="col" className="num">
                    Score
                  </th>
                  <th scope="col" className="num">
                    Attempted
                  </th>
                  <th scope="col" className="num">
                    Accuracy
                  </th>
                  <th scope="col" className="num">
                    Time
                  </th>
                </tr>
              </thead>
              <tbody>
                {sections.map((s) => (
                  <tr key={s.section} data-testid={`section-row-${s.section}`}>
                    <th scope="row" className="sectional__name">
                      {s.label}
                      {s.belowCutoff ? (
                        <Badge tone="danger" className="sectional__cutoff">
                          Below cutoff
                        </Badge>
                      ) : null}
                    </th>
                    <td className="num">
                      {formatNumber(s.score)} / {formatNumber(s.totalMarks)}
                    </td>
                    <td className="num">
                      {s.attempted} / {s.totalQuestions}
                    </td>
                    <td className="num">{formatPercent(s.accuracy)}</td>
                    <td className="num">{formatMinutesSeconds(s.timeSpent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="field__hint sectional__note">
              Below cutoff: under {CUTOFF_PERCENT}% of the section's marks. Accuracy is correct answers out of
              attempted questions.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
