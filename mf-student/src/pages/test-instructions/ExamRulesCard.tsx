import { Badge, Card, CardContent, CardHeader, CardTitle } from '@ssc/web-core';
import { formatMinutes } from '../../format/extraMinutes';
import { COMPENSATORY_RULE, type ExamRulesPlan } from './examRulesPlan';

/**
 * The exam's rules on the instructions page: CBT mode and its navigation rule, the timed sections in
 * order, and the student's compensatory time. Nothing shows for a test with none of them.
 */
export function ExamRulesCard({ plan, durationMinutes }: { plan: ExamRulesPlan; durationMinutes: number }) {
  const { cbt, cbtRules, blocks, extraMinutes } = plan;
  if (!cbt && blocks.length === 0 && extraMinutes === 0) return null;
  return (
    <Card data-testid="exam-rules">
      <CardHeader>
        <CardTitle>
          {cbt ? 'CBT Mode' : 'How This Test Runs'}{' '}
          {cbt ? <Badge tone="primary">As the real exam</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="stack">
        {extraMinutes > 0 ? (
          <p className="instructions-extra" role="note" data-testid="compensatory-note">
            <strong>Includes {formatMinutes(extraMinutes)} compensatory time.</strong> Your test lasts{' '}
            {formatMinutes(durationMinutes + extraMinutes)} instead of {durationMinutes} min.{' '}
            {COMPENSATORY_RULE}
          </p>
        ) : null}
        {cbtRules.length > 0 ? (
          <ul className="instruction-list" data-testid="cbt-rules">
            {cbtRules.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        {blocks.length > 0 ? (
          <div className="stack" data-testid="section-timers">
            <h3 className="label">Section timers</h3>
            <p>
              Sections open one after another, each with its own time. When a section's time runs out it
              closes and the next one opens on its own; you cannot go back to a closed section.
            </p>
            <ol className="instruction-list">
              {blocks.map((block) => (
                <li key={block.label}>
                  {block.label}: <strong>{block.minutes} min</strong>
                  {block.extraMinutes > 0 ? ` + ${formatMinutes(block.extraMinutes)} compensatory` : ''}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
