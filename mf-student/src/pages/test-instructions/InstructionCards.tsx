import type { Test } from '@ssc/contracts';
import { Card, CardContent, CardHeader, CardTitle, SECTION_LABELS } from '@ssc/web-core';
import {
  importantInstructions,
  type MarkingScheme,
  type SectionScheme,
  STRATEGY_TIPS,
  sectionPlan,
} from './instructionsPlan';

export function TestOverviewCard({ test, scheme }: { test: Test; scheme: MarkingScheme }) {
  const facts: Array<[string, string | number]> = [
    ['Duration', `${test.durationMinutes} min`],
    ['Questions', test.totalQuestions],
    ['Total Marks', test.totalMarks],
    ['Marks/Question', scheme.marksPerQuestion],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Test Overview</CardTitle>
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
  if (bySection.length > 0) return <SectionMarkingCard rows={bySection} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Marking Scheme</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="marking-list">
          <li>
            <span className="marking-list__value is-positive">+{scheme.marksPerQuestion}</span>
            for each correct answer
          </li>
          <li>
            <span className="marking-list__value is-negative">
              {scheme.negativeMarks > 0 ? `-${scheme.negativeMarks}` : '0'}
            </span>
            for each wrong answer{scheme.negativeMarks > 0 ? '' : ' (no negative marking)'}
          </li>
          <li>
            <span className="marking-list__value">0</span>
            for each question not answered
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

function SectionMarkingCard({ rows }: { rows: readonly SectionScheme[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Marking Scheme</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <p>Marks for a right answer and for a wrong one, by section:</p>
        <ul className="marking-list" aria-label="Marks by section">
          {rows.map(({ section, scheme }) => (
            <li key={section} data-testid={`marking-${section}`}>
              <span className="marking-list__value is-positive">+{scheme.marksPerQuestion}</span>
              <span className="marking-list__value is-negative">
                {scheme.negativeMarks > 0 ? `\u2212${scheme.negativeMarks}` : '0'}
              </span>
              <span>{SECTION_LABELS[section] ?? section}</span>
            </li>
          ))}
        </ul>
        <p className="text-muted">A question not answered scores 0 in every section.</p>
      </CardContent>
    </Card>
  );
}

export function TestSectionsCard({ test }: { test: Test }) {
  const rows = sectionPlan(test);
  const counted = rows.some((row) => row.questions !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Test Sections</CardTitle>
      </CardHeader>
      <CardContent className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Section</th>
              {counted ? (
                <>
                  <th scope="col" className="num">
                    Questions
                  </th>
                  <th scope="col" className="num">
                    Marks
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
                    <td className="num">{row.questions ?? '—'}</td>
                    <td className="num">{row.marks ?? '—'}</td>
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Important Instructions</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="instruction-list">
          {importantInstructions(durationMinutes, cbt).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export function StrategyTipsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Strategy Tips</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="instruction-list">
          {STRATEGY_TIPS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
