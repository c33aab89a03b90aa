import type { ItemQuestionStats, ObjectionQuestionRow } from '@ssc/contracts';
import { OBJECTION_REASONS } from '@ssc/contracts/constants';
import { Badge, Card, CardContent, useMessages } from '@ssc/web-core';
import { forwardRef } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { DecisionForm } from './DecisionForm';
import { topScorersChoice } from './itemStatsLine';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

function ItemStats({ stats }: { stats: ItemQuestionStats }) {
  const { _, formatNumber } = useMessages(adminCatalog);
  const choice = topScorersChoice(stats);
  const percent = (share: number) => formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="objection-row__stats" data-testid="item-stats">
      <h4 className="label">{_('admin.objections.itemStats')}</h4>
      {choice ? (
        <p data-testid="top-scorers">
          {_(choice.isKey ? 'admin.objections.topScorersKey' : 'admin.objections.topScorers', {
            option: choice.option,
            percent: percent(choice.share),
          })}
        </p>
      ) : null}
      <p className="text-muted">
        {_('admin.objections.facility', {
          facility: percent(stats.facility),
          responses: formatNumber(stats.responses),
        })}
      </p>
    </div>
  );
}

/** One question with objections: counts, texts and key, item statistics, each objection, the ruling, the decision form. */
export const ObjectionRow = forwardRef<HTMLElement, { row: ObjectionQuestionRow; highlighted?: boolean }>(
  function ObjectionRow({ row, highlighted = false }, ref) {
    const { _, formatNumber, formatDate } = useMessages(adminCatalog);
    const titleId = `objection-row-${row.testId}-${row.questionId}`;
    const { question } = row;
    return (
      <Card>
        <CardContent>
          <section
            ref={ref}
            tabIndex={-1}
            className={`objection-row${highlighted ? ' is-highlighted' : ''}`}
            aria-labelledby={titleId}
            data-testid="objection-row"
            data-question-id={row.questionId}
          >
            <div className="objection-row__top">
              <h3 id={titleId} className="objection-row__title">
                {_('admin.objections.question', { number: row.questionNumber, test: row.testTitle })}
              </h3>
              <Badge tone={row.status === 'OPEN' ? 'warning' : 'success'}>
                {_(`admin.objections.status.${row.status}`)}
              </Badge>
              <Badge tone="primary" data-testid="objection-total">
                {_('admin.objections.total', { count: row.total })}
              </Badge>
            </div>
            <ul className="objection-row__counts" aria-label={_('admin.objections.counts')}>
              {OBJECTION_REASONS.filter((reason) => row.countsByReason[reason]).map((reason) => (
                <li key={reason} data-testid={`count-${reason}`}>
                  {_(`admin.objections.reason.${reason}`)}:{' '}
                  <strong>{formatNumber(row.countsByReason[reason] ?? 0)}</strong>
                </li>
              ))}
            </ul>

            <div className="objection-row__texts">
              <div lang="en">
                <h4 className="label">{_('admin.objections.english')}</h4>
                <p>{question.questionTextEnglish ?? _('admin.objections.noText')}</p>
              </div>
              <div lang="hi">
                <h4 className="label">{_('admin.objections.hindi')}</h4>
                <p>{question.questionTextHindi ?? _('admin.objections.noText')}</p>
              </div>
            </div>
            <ol className="objection-row__options" aria-label={_('admin.objections.options')}>
              {question.options.map((o) => (
                <li key={o.option} className={o.option === question.correctAnswer ? 'is-key' : undefined}>
                  <strong>{o.option}.</strong> <span lang="en">{o.english ?? '—'}</span>
                  {o.hindi ? (
                    <>
                      {' / '}
                      <span lang="hi">{o.hindi}</span>
                    </>
                  ) : null}
                  {o.option === question.correctAnswer ? (
                    <Badge tone="success">{_('admin.objections.key')}</Badge>
                  ) : null}
                </li>
              ))}
            </ol>

            {row.itemStats ? <ItemStats stats={row.itemStats} /> : null}

            <details className="objection-row__list">
              <summary>{_('admin.objections.showObjections', { count: row.objections.length })}</summary>
              <ul>
                {row.objections.map((o) => (
                  <li key={o.id} className="objection-row__objection" data-testid="objection-item">
                    <p>
                      <strong>{_(`admin.objections.reason.${o.reason}`)}</strong>
                      {o.language ? ` · ${_(`admin.objections.language.${o.language}`)}` : ''}
                      {' · '}
                      <time dateTime={o.createdAt}>{formatDate(o.createdAt, WHEN)}</time>
                    </p>
                    {o.details ? <p className="objection-row__details">{o.details}</p> : null}
                    {o.evidenceImageUrl ? (
                      <a href={o.evidenceImageUrl} target="_blank" rel="noreferrer">
                        <img
                          className="objection-row__evidence"
                          src={o.evidenceImageUrl}
                          alt={_('admin.objections.evidence')}
                          loading="lazy"
                        />
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </details>

            {row.ruling ? (
              <div className="objection-row__ruling" data-testid="objection-ruling">
                <h4 className="label">{_('admin.objections.latestRuling')}</h4>
                <p>
                  <strong>{_(`admin.objections.decision.${row.ruling.decision}`)}</strong>
                  {row.ruling.correctAnswers.length ? ` (${row.ruling.correctAnswers.join(', ')})` : ''}
                  {row.ruling.language ? ` · ${_(`admin.objections.language.${row.ruling.language}`)}` : ''}
                  {' · '}
                  <time dateTime={row.ruling.decidedAt}>{formatDate(row.ruling.decidedAt, WHEN)}</time>
                </p>
                <p className="objection-row__details">{row.ruling.note}</p>
              </div>
            ) : null}

            <DecisionForm row={row} />
          </section>
        </CardContent>
      </Card>
    );
  },
);
