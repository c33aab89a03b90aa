import { ANSWERS, type ItemAnalysisReport, type ItemQuestionStats, type Section } from '@ssc/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminCatalog } from '../i18n/adminCatalog';
import { nextSort, type Sort, type SortColumn, sortQuestions } from './sortQuestions';

type Column = { id: SortColumn; label: string; numeric?: boolean };

/**
 * The questions of the report, sortable by any column: each header is a button (Enter or Space
 * sorts), the sorted one carries aria-sort. Wide by nature, so it scrolls inside its own
 * container and the page never scrolls sideways.
 */
export function QuestionTable({ report }: { report: ItemAnalysisReport }) {
  const { _, formatNumber } = useMessages(adminCatalog);
  const [sort, setSort] = useState<Sort>({ column: 'number', direction: 'ascending' });
  const rows = sortQuestions(report.questions, sort);

  const decimal = (value: number | null) =>
    value === null ? '—' : formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = (share: number) => formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });

  const columns: Column[] = [
    { id: 'number', label: _('admin.ia.col.number'), numeric: true },
    { id: 'section', label: _('admin.ia.col.section') },
    { id: 'key', label: _('admin.ia.col.key') },
    { id: 'facility', label: _('admin.ia.col.facility'), numeric: true },
    { id: 'discrimination', label: _('admin.ia.col.discrimination'), numeric: true },
    { id: 'index', label: _('admin.ia.col.index'), numeric: true },
    { id: 'unattempted', label: _('admin.ia.col.unattempted'), numeric: true },
    { id: 'medianTime', label: _('admin.ia.col.medianTime'), numeric: true },
    ...ANSWERS.map((option) => ({
      id: `option${option}` as SortColumn,
      label: _('admin.ia.col.option', { option }),
    })),
    { id: 'flags', label: _('admin.ia.col.flags') },
  ];

  const optionCell = (q: ItemQuestionStats, option: (typeof ANSWERS)[number]) => {
    const o = q.options.find((x) => x.option === option);
    if (!o) return null;
    return (
      <td key={option} className={o.isKey ? 'item-analysis__option is-key' : 'item-analysis__option'}>
        <span className="item-analysis__count">{formatNumber(o.count)}</span>{' '}
        <span className="text-muted">
          ({formatNumber(o.topCount)}/{formatNumber(o.bottomCount)})
        </span>
        <br />
        <span className="item-analysis__pb">r {decimal(o.pointBiserial)}</span>
        {o.isKey ? <span className="item-analysis__key-mark"> {_('admin.ia.keyMark')}</span> : null}
      </td>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="item-analysis-table-title">{_('admin.ia.tableTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Its sort buttons and links take focus, so a keyboard scrolls it sideways too. */}
        <div className="table-wrap item-analysis__scroll">
          <table
            className="table item-analysis__table"
            aria-labelledby="item-analysis-table-title"
            data-testid="item-analysis-table"
          >
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={column.numeric ? 'num' : undefined}
                    aria-sort={sort.column === column.id ? sort.direction : undefined}
                  >
                    <button
                      type="button"
                      className="item-analysis__sort"
                      onClick={() => setSort((current) => nextSort(current, column.id))}
                    >
                      {column.label}
                      <span aria-hidden="true" className="item-analysis__sort-icon">
                        {sort.column === column.id ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
                <th scope="col">{_('admin.ia.col.links')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((q) => {
                const rowId = `ia-q-${q.questionNumber}`;
                const search = (tab: string) =>
                  `?${new URLSearchParams({ tab, testId: report.testId, questionId: q.questionId })}`;
                return (
                  <tr key={q.questionId} data-testid={`ia-row-${q.questionNumber}`}>
                    <th scope="row" id={rowId} className="num">
                      {_('admin.ia.questionN', { number: q.questionNumber })}
                    </th>
                    <td>{SECTION_LABELS[q.section as Section] ?? q.section}</td>
                    <td>{q.correctAnswer ?? '—'}</td>
                    <td className="num">{decimal(q.facility)}</td>
                    <td className="num">{decimal(q.discrimination)}</td>
                    <td className="num">{decimal(q.discriminationIndex)}</td>
                    <td className="num">{percent(q.unattemptedShare)}</td>
                    <td className="num">
                      {q.medianTimeSeconds === null
                        ? '—'
                        : _('admin.ia.seconds', { seconds: formatNumber(q.medianTimeSeconds) })}
                    </td>
                    {ANSWERS.map((option) => optionCell(q, option))}
                    <td data-testid="ia-flags">
                      {q.flags.length ? (
                        <ul className="item-analysis__flags">
                          {q.flags.map((flag) => (
                            <li key={flag}>
                              <Badge tone={flag === 'TOO_EASY' || flag === 'TOO_HARD' ? 'warning' : 'danger'}>
                                {_(`admin.ia.flag.${flag}`)}
                              </Badge>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                    <td>
                      <span className="item-analysis__links">
                        <Link to={{ search: search('questions') }} aria-describedby={rowId}>
                          {_('admin.ia.editQuestion')}
                        </Link>
                        <Link to={{ search: search('objections') }} aria-describedby={rowId}>
                          {_('admin.ia.objections')}
                        </Link>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
