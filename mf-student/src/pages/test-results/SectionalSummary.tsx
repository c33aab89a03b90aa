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
import { formatMinutesSeconds, resultNumbers } from '../../format/resultFormat';
import { resultsCatalog } from './resultsCatalog';

const CUTOFF_PERCENT = Math.round(SECTION_CUTOFF_RATIO * 100);

type Numbers = ReturnType<typeof resultNumbers>;

/** The figures per section, in the spec's column order (names are catalog ids). */
const COLUMNS: ReadonlyArray<{ id: string; value: (s: SectionResult, n: Numbers) => string }> = [
  { id: 'results.col.score', value: (s, n) => `${n.marks(s.score)} / ${n.marks(s.totalMarks)}` },
  { id: 'results.col.attempted', value: (s, n) => `${n.count(s.attempted)} / ${n.count(s.totalQuestions)}` },
  { id: 'results.col.accuracy', value: (s, n) => n.percent(s.accuracy) },
  { id: 'results.col.time', value: (s) => formatMinutesSeconds(s.timeSpent) },
];

/**
 * Spec section 2: one row per section, "Below cutoff" under 30 % of the section's marks. Where the
 * card is narrow (a phone) each row is drawn as a card of its own, the name on top and the four
 * figures under their names, so nothing scrolls sideways (results.css). It stays one table (current
 * browsers keep a table's semantics whatever its display); the figures' drawn names are hidden
 * from screen readers, which hear the column headers.
 */
export function SectionalSummary({ sections }: { sections: readonly SectionResult[] }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  const numbers = resultNumbers(formatNumber);
  const columns = COLUMNS.map((column) => ({ name: _(column.id), value: column.value }));
  return (
    <Card>
      <CardHeader>
        <CardTitle id="sectional-summary-title">{_('results.sectionalSummary')}</CardTitle>
      </CardHeader>
      <CardContent className="table-wrap sectional">
        {sections.length === 0 ? (
          <p className="text-muted">{_('results.noSections')}</p>
        ) : (
          <>
            <table className="table sectional__table" aria-labelledby="sectional-summary-title">
              <thead>
                <tr>
                  <th scope="col">{_('results.col.section')}</th>
                  {columns.map(({ name }) => (
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
                          {_('results.belowCutoff')}
                        </Badge>
                      ) : null}
                    </th>
                    {columns.map(({ name, value }) => (
                      <td key={name} className="num" data-column={name}>
                        <span className="sectional__label" aria-hidden="true">
                          {name}
                        </span>
                        <span className="sectional__value">{value(s, numbers)}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="field__hint sectional__note">
              {_('results.cutoffNote', { percent: formatNumber(CUTOFF_PERCENT) })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
