import type { AnswerKeyRuling, Objection } from '@ssc/contracts';
import { Badge, Button, useMessages } from '@ssc/web-core';
import { useEffect, useRef, useState } from 'react';
import { ObjectionDialog } from './ObjectionDialog';
import { solutionsCatalog } from './solutionsCatalog';
import { useObjectionsQuery } from './useObjections';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

interface Props {
  attemptId: string;
  questionId: string;
  questionNumber: number;
}

/** What the admins decided, in the interface's words (the note is theirs, shown as written). */
function Ruling({ ruling }: { ruling: AnswerKeyRuling }) {
  const { _, formatDate } = useMessages(solutionsCatalog);
  return (
    <div className="objection-panel__ruling" data-testid="objection-ruling">
      <p>
        <strong>
          {_(`objection.decision.${ruling.decision}`, {
            options: ruling.correctAnswers.join(', '),
            language: ruling.language ? _(`objection.language.${ruling.language}`) : '',
          })}
        </strong>
      </p>
      <p className="objection-panel__note">{ruling.note}</p>
      <p className="objection-panel__meta">
        {_('objection.decidedOn', { date: formatDate(ruling.decidedAt, WHEN) })}
      </p>
    </div>
  );
}

function Mine({ objection, focus }: { objection: Objection; focus: boolean }) {
  const { _, formatDate } = useMessages(solutionsCatalog);
  const ref = useRef<HTMLDivElement>(null);
  // Just sent: the button that opened the form is gone, so the focus lands on what replaced it.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div data-testid="my-objection" ref={ref} tabIndex={-1} className="objection-panel__mine">
      <p className="row objection-panel__status">
        <span>{_('objection.yours', { reason: _(`objection.reason.${objection.reason}`) })}</span>
        <Badge tone={objection.status === 'DECIDED' ? 'success' : 'warning'} data-testid="objection-status">
          {_(`objection.status.${objection.status}`)}
        </Badge>
      </p>
      {objection.language ? (
        <p className="objection-panel__meta">
          {_('objection.languageIs', { language: _(`objection.language.${objection.language}`) })}
        </p>
      ) : null}
      {objection.details ? <p className="objection-panel__details">{objection.details}</p> : null}
      {objection.evidenceImageUrl ? (
        <a
          href={objection.evidenceImageUrl}
          target="_blank"
          rel="noreferrer"
          data-testid="objection-evidence"
        >
          {_('objection.evidence')}
        </a>
      ) : null}
      <p className="objection-panel__meta">
        {_('objection.sentOn', { date: formatDate(objection.createdAt, WHEN) })}
      </p>
      {objection.ruling ? <Ruling ruling={objection.ruling} /> : null}
    </div>
  );
}

/**
 * A solution card's answer-key objection: the student's own, with its status and the ruling once
 * decided; else "Object to this question" while objections are open, or when they closed.
 */
export function ObjectionPanel({ attemptId, questionId, questionNumber }: Props) {
  const { _, formatDate } = useMessages(solutionsCatalog);
  const query = useObjectionsQuery(attemptId);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const data = query.data;
  if (!data) return null;
  const mine = data.items.find((o) => o.questionId === questionId);
  const headingId = `objection-${questionId}-title`;
  return (
    <section className="objection-panel" aria-labelledby={headingId} data-testid="objection-panel">
      <h3 id={headingId} className="label">
        {_('objection.heading')}
      </h3>
      {mine ? (
        <Mine objection={mine} focus={sent} />
      ) : data.open === false ? (
        <p className="objection-panel__meta" data-testid="objections-closed">
          {data.closesAt
            ? _('objection.closedOn', { date: formatDate(data.closesAt, WHEN) })
            : _('objection.closed')}
        </p>
      ) : (
        <>
          <Button variant="outline" size="sm" data-testid="object-button" onClick={() => setOpen(true)}>
            {_('objection.open')}
          </Button>
          {data.closesAt ? (
            <p className="objection-panel__meta">
              {_('objection.openUntil', { date: formatDate(data.closesAt, WHEN) })}
            </p>
          ) : null}
          <ObjectionDialog
            open={open}
            onOpenChange={setOpen}
            attemptId={attemptId}
            questionId={questionId}
            questionNumber={questionNumber}
            onSent={() => setSent(true)}
          />
        </>
      )}
    </section>
  );
}
