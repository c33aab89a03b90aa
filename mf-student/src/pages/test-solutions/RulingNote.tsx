import type { SolutionItem } from '@ssc/contracts';
import { useMessages } from '@ssc/web-core';
import { solutionsCatalog } from './solutionsCatalog';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * What an answer-key revision decided about this question for this taker (docs/answer-key.md):
 * dropped (full marks), the accepted answers, or the changed key, and the examiners' note.
 * Nothing for a question no ruling touched.
 */
export function RulingNote({ item }: { item: SolutionItem }) {
  const { _, formatDate } = useMessages(solutionsCatalog);
  const { ruling } = item;
  if (!ruling) return null;
  const accepted = item.acceptedAnswers ?? [];
  const verdict = item.dropped
    ? _('solutions.ruling.dropped')
    : accepted.length > 1
      ? _('solutions.ruling.accepted', { answers: accepted.join(', ') })
      : accepted.length === 1
        ? _('solutions.ruling.changed', { answer: accepted[0] ?? '' })
        : _('solutions.ruling.kept');
  return (
    <div className="solution-card__ruling" role="note" data-testid="solution-ruling">
      <h3 className="label">{_('solutions.ruling.title')}</h3>
      <p>
        <strong>{verdict}</strong>
      </p>
      <p className="text-muted">
        {_('solutions.ruling.note', { date: formatDate(ruling.decidedAt, DATE), note: ruling.note })}
      </p>
    </div>
  );
}
