import type { Test } from '@ssc/contracts';
import { Card, CardContent, CardHeader, CardTitle, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { instructionsCatalog } from './instructionsCatalog';
import {
  importantInstructions,
  type MarkingScheme,
  type SectionScheme,
  sectionPlan,
  strategyTips,
} from './instructionsPlan';

export function TestOverviewCard({ test, scheme }: { test: Test; scheme: MarkingScheme }) {
  const { _, formatNumber } = useMessages(instructionsCatalog);
  const facts: Array<[string, string]> = [
    [_('instructions.duration'), _('instructions.minutes', { minutes: test.durationMinutes })],
    [_('instructions.questions'), formatNumber(test.totalQuestions)],
    [_('instructions.totalMarks'), formatNumber(test.totalMarks)],
    [_('instructions.marksPerQuestion'), formatNumber(scheme.marksPerQuestion)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('instructions.overview')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="overview-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function MarkingSchemeCard({
  scheme,
  bySection = [],
}: {
  scheme: MarkingScheme;
  /** Each section's marks when they differ; empty: the test's own for every question. */
  bySection?: readonly SectionScheme[];
}) {
  const { _, formatNumber } = useMessages(instructionsCatalog);
  if (bySection.length > 0) return <SectionMarkingCard rows={bySection} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('instructions.markingScheme')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="marking-list">
          <li>
            <span className="marking-list__value is-positive">+{formatNumber(scheme.marksPerQuestion)}</span>
            {_('instructions.perCorrect')}
          </li>
          <li>
            <span className="marking-list__value is-negative">
              {scheme.negativeMarks > 0 ? `-${formatNumber(scheme.negativeMarks)}` : '0'}
            </span>
            {_(scheme.negativeMarks > 0 ? 'instructions.perWrong' : 'instructions.perWrongNoNegative')}
          </li>
          <li>
            <span className="marking-list__value">0</span>
            {_('instructions.perUnanswered')}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

function SectionMarkingCard({ rows }: { rows: readonly SectionScheme[] }) {
  const { _, formatNumber } = useMessages(instructionsCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('instructions.markingScheme')}</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <p>{_('instructions.bySectionIntro')}</p>
        <ul className="marking-list" aria-label={_('instructions.bySectionList')}>
          {rows.map(({ section, scheme }) => (
            <li key={section} data-testid={`marking-${section}`}>
              <span className="marking-list__value is-positive">
                +{formatNumber(scheme.marksPerQuestion)}
              </span>
              <span className="marking-list__value is-negative">
                {scheme.negativeMarks > 0 ? `\u2212${formatNumber(scheme.negativeMarks)}` : '0'}
              </span>
              <span>{SECTION_LABELS[section] ?? section}</span>
            </li>
          ))}
        </ul>
        <p className="text-muted">{_('instructions.unansweredZero')}</p>
      </CardContent>
    </Card>
  );
}

export function TestSectionsCard({ test }: { test: Test }) {
  const { _, formatNumber } = useMessages(instructionsCatalog);
  const rows = sectionPlan(test);
  const counted = rows.some((row) => row.questions !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('instructions.sections')}</CardTitle>
      </CardHeader>
      <CardContent className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{_('instructions.section')}</th>
              {counted ? (
                <>
                  <th scope="col" className="num">
                    {_('instructions.questions')}
                  </th>
                  <th scope="col" className="num">
                    {_('instructions.marks')}
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.section}>
                <td>{SECTION_LABELS[row.section]}</td>
                {counted ? (
                  <>
                    <td className="num">{row.questions === null ? '—' : formatNumber(row.questions)}</td>
                    <td className="num">{row.marks === null ? '—' : formatNumber(row.marks)}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

export function ImportantInstructionsCard({
  durationMinutes,
  cbt = false,
}: {
  durationMinutes: number;
  cbt?: boolean;
}) {
  const { _ } = useMessages(instructionsCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('instructions.important')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="instruction-list">
          {importantInstructions(durationMinutes, cbt, _).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export function StrategyTipsCard() {
  const { _ } = useMessages(instructionsCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('instructions.tips')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="instruction-list">
          {strategyTips(_).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
