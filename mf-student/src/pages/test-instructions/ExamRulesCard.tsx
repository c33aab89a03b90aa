import { Badge, Card, CardContent, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { compensatoryRule, type ExamRulesPlan, minutesText } from './examRulesPlan';
import { instructionsCatalog } from './instructionsCatalog';

/**
 * The exam's rules on the instructions page: CBT mode and its navigation rule, the timed sections in
 * order, and the student's compensatory time. Nothing shows for a test with none of them.
 */
export function ExamRulesCard({ plan, durationMinutes }: { plan: ExamRulesPlan; durationMinutes: number }) {
  const { _ } = useMessages(instructionsCatalog);
  const { cbt, cbtRules, blocks, extraMinutes } = plan;
  if (!cbt && blocks.length === 0 && extraMinutes === 0) return null;
  return (
    <Card data-testid="exam-rules">
      <CardHeader>
        <CardTitle>
          {cbt ? _('instructions.cbtMode') : _('instructions.howItRuns')}{' '}
          {cbt ? <Badge tone="primary">{_('instructions.asRealExam')}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="stack">
        {extraMinutes > 0 ? (
          <p className="instructions-extra" role="note" data-testid="compensatory-note">
            <strong>{_('instructions.includesCompensatory', { extra: minutesText(extraMinutes, _) })}</strong>{' '}
            {_('instructions.lastsInstead', {
              total: minutesText(durationMinutes + extraMinutes, _),
              minutes: durationMinutes,
            })}{' '}
            {compensatoryRule(_)}
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
            <h3 className="label">{_('instructions.sectionTimers')}</h3>
            <p>{_('instructions.sectionTimersText')}</p>
            <ol className="instruction-list">
              {blocks.map((block) => (
                <li key={block.label}>
                  {block.label}: <strong>{_('instructions.minutes', { minutes: block.minutes })}</strong>
                  {block.extraMinutes > 0
                    ? ` + ${_('instructions.blockCompensatory', { extra: minutesText(block.extraMinutes, _) })}`
                    : ''}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
