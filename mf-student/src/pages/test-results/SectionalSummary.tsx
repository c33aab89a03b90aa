import type { SectionResult } from '@ssc/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  SECTION_CUTOFF_RATIO,
  useMessages,
} from '@ssc/web-core';
import { formatMinutesSeconds, formatNumber, formatPercent } from '../../format/resultFormat';
import { studentCatalog } from '../../i18n/studentCatalog';

const CUTOFF_PERCENT = Math.round(SECTION_CUTOFF_RATIO * 100);

/** The figures per section, in the spec's column order. */
const COLUMNS: ReadonlyArray<{ name: string; value: (s: SectionResult) => string }> = [
  { name: 'Score', value: (s) => `${formatNumber(s.score)} / ${formatNumber(s.totalMarks)}` },
  { name: 'Attempted', value: (s) => `${s.attempted} / ${s.totalQuestions}` },
  { name: 'Accuracy', value: (s) => formatPercent(s.accuracy) },
  { name: 'Time', value: (s) => formatMinutesSeconds(s.timeSpent) },
];

/**
 * Spec section 2: one row per section, "Below cutoff" under 30 % of the section's marks. Where the
 * card is narrow (a phone) each row is drawn as a card of its own, the name on top and the four
 * figures under their names, so nothing scrolls sideways (results.css). It stays one table (current
 * browsers keep a table's semantics whatever its display); the figures' drawn names are hidden
 * from screen readers, which hear the column headers.
 */
export function SectionalSummary({ sections }: { sections: readonly SectionResult[] }) {
  const { _ } = useMessages(studentCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="sectional-summary-title">{_('results.sectionalSummary')}</CardTitle>
      </CardHeader>
      <CardContent className="table-wrap sectional">
        {sections.length === 0 ? (
          <p className="text-muted">No sections in this test.</p>
        ) : (
          <>
            <table className="table sectional__table" aria-labelledby="sectional-summary-title">
              <thead>
                <tr>
                  <th scope="col">Section Name</th>
                  {COLUMNS.map(({ name }) => (
                    <th key={name} scope="col" className="num">
                      {name}
                    </th>
                  ))}
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
                    {COLUMNS.map(({ name, value }) => (
                      <td key={name} className="num" data-column={name}>
                        <span className="sectional__label" aria-hidden="true">
                          {name}
                        </span>
                        <span className="sectional__value">{value(s)}</span>
                      </td>
                    ))}
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
