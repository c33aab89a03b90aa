import type { Section, SolutionsResponse } from '@ssc/contracts';
import { Button, buttonClassName, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { Tabs } from '@ssc/web-core/tabs';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CbtState } from '../../cbt/cbtStates';
import type { Language } from '../../language/localizeQuestion';
import { ObjectionPanel } from './ObjectionPanel';
import { ReportDialog } from './ReportDialog';
import { SolutionCard } from './SolutionCard';
import { SolutionPalette } from './SolutionPalette';
import {
  countOutcomes,
  filterByOutcome,
  groupBySection,
  keepOrFirst,
  type NumberedSolution,
  neighbours,
  numberSolutions,
  OUTCOME_FILTERS,
  type OutcomeCounts,
  type OutcomeFilter,
  usesSectionTabs,
} from './solutionItems';
import { solutionsCatalog } from './solutionsCatalog';
import { useCbtStates } from './useCbtStates';
import { useToggleBookmark } from './useSolutions';

interface BodyProps {
  attemptId: string;
  title: string;
  visible: readonly NumberedSolution[];
  counts: OutcomeCounts;
  current: NumberedSolution | null;
  language: Language;
  onSelect: (questionId: string) => void;
  /** CBT mode: each question's palette state at submission. */
  cbtStates: ReadonlyMap<string, CbtState> | null;
}

function SolutionsBody({
  attemptId,
  title,
  visible,
  counts,
  current,
  language,
  onSelect,
  cbtStates,
}: BodyProps) {
  const { _ } = useMessages(solutionsCatalog);
  const { previous, next } = current
    ? neighbours(visible, current.item.questionId)
    : { previous: null, next: null };
  return (
    <div className="solutions-layout">
      {current ? (
        <SolutionCard
          solution={current}
          language={language}
          cbtState={cbtStates?.get(current.item.questionId) ?? null}
          onPrevious={previous ? () => onSelect(previous) : null}
          onNext={next ? () => onSelect(next) : null}
          objection={
            <ObjectionPanel
              key={current.item.questionId}
              attemptId={attemptId}
              questionId={current.item.questionId}
              questionNumber={current.number}
            />
          }
        />
      ) : (
        <div className="card empty-state">
          <p className="empty-state__title">{_('solutions.empty.title')}</p>
          <p>{_('solutions.empty.body')}</p>
        </div>
      )}
      <SolutionPalette
        title={title}
        solutions={visible}
        counts={counts}
        currentId={current?.item.questionId ?? null}
        onSelect={onSelect}
      />
    </div>
  );
}

function FilterControl({
  value,
  counts,
  total,
  onChange,
}: {
  value: OutcomeFilter;
  counts: OutcomeCounts;
  total: number;
  onChange: (filter: OutcomeFilter) => void;
}) {
  const { _, formatNumber } = useMessages(solutionsCatalog);
  return (
    <fieldset className="outcome-filter">
      <legend className="outcome-filter__legend">{_('solutions.filter.legend')}</legend>
      {OUTCOME_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className={`outcome-filter__option is-${filter.value}`}
          aria-pressed={value === filter.value}
          data-testid={`filter-${filter.value}`}
          onClick={() => onChange(filter.value)}
        >
          {_(filter.label)}{' '}
          <span className="outcome-filter__count">
            {formatNumber(filter.value === 'all' ? total : counts[filter.value])}
          </span>
        </button>
      ))}
    </fieldset>
  );
}

/** The loaded solutions: header actions, then section tabs (full-length) or a filtered palette. */
export function SolutionsView({ data, resultsPath }: { data: SolutionsResponse; resultsPath: string }) {
  const { _, formatNumber } = useMessages(solutionsCatalog);
  const { attempt, solutions } = data;
  const [language, setLanguage] = useState<Language>('english');
  const [filter, setFilter] = useState<OutcomeFilter>('all');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);

  const numbered = useMemo(() => numberSolutions(solutions), [solutions]);
  const groups = useMemo(() => groupBySection(numbered), [numbered]);
  const sectioned = usesSectionTabs(
    attempt.testType,
    groups.map((g) => g.section),
  );
  const [section, setSection] = useState<Section | null>(null);
  const group = groups.find((g) => g.section === section) ?? groups[0];

  const visible = useMemo(
    () => (sectioned ? (group?.solutions ?? []) : filterByOutcome(numbered, filter)),
    [sectioned, group, numbered, filter],
  );
  const currentId = keepOrFirst(visible, chosenId);
  const current = visible.find((s) => s.item.questionId === currentId) ?? null;
  const allCounts = useMemo(() => countOutcomes(numbered), [numbered]);

  const bookmark = useToggleBookmark(attempt.id);
  const cbtStates = useCbtStates(attempt.id);
  const onSelect = useCallback((questionId: string) => setChosenId(questionId), []);
  const bookmarked = current?.item.bookmarked ?? false;

  const body = (title: string, counts: OutcomeCounts) => (
    <SolutionsBody
      attemptId={attempt.id}
      title={title}
      visible={visible}
      counts={counts}
      current={current}
      language={language}
      onSelect={onSelect}
      cbtStates={cbtStates}
    />
  );

  return (
    <div className="container page solutions-page">
      <header className="solutions-header">
        <Link to={resultsPath} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          ← {_('solutions.backToResults')}
        </Link>
        <div className="solutions-header__title">
          <h1 className="page__title">{_('results.solutions')}</h1>
          <p className="page__subtitle">{attempt.title}</p>
        </div>
        <div className="row solutions-header__actions">
          <Button
            variant="outline"
            size="sm"
            data-testid="language-toggle"
            onClick={() => setLanguage(language === 'english' ? 'hindi' : 'english')}
          >
            {_(language === 'english' ? 'solutions.viewHindi' : 'solutions.viewEnglish')}
          </Button>
          <Button
            variant={bookmarked ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={bookmarked}
            disabled={!current}
            data-testid="bookmark-button"
            title={_(bookmarked ? 'solutions.unsave.title' : 'solutions.save.title')}
            aria-busy={bookmark.isPending || undefined}
            onClick={() => {
              // One change at a time, so a quick second click cannot overtake the first on the server.
              if (current && !bookmark.isPending)
                bookmark.mutate({ questionId: current.item.questionId, save: !bookmarked });
            }}
          >
            {_(bookmarked ? 'solutions.saved' : 'solutions.save')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!current}
            data-testid="report-button"
            onClick={() => setReporting(true)}
          >
            {_('solutions.report')}
          </Button>
        </div>
      </header>

      {sectioned && group ? (
        <Tabs
          label={_('solutions.sections')}
          value={group.section}
          onValueChange={(value) => {
            setSection(value as Section);
            setChosenId(null);
          }}
          items={groups.map((g) => ({
            value: g.section,
            label: (
              <span className="solution-tab">
                <span>{SECTION_LABELS[g.section] ?? g.section}</span>
                <span className="solution-tab__counts">
                  <span className="is-correct">
                    {_('solutions.tab.correct', { count: formatNumber(g.counts.correct) })}
                  </span>{' '}
                  ·{' '}
                  <span className="is-incorrect">
                    {_('solutions.tab.wrong', { count: formatNumber(g.counts.incorrect) })}
                  </span>
                </span>
              </span>
            ),
            content:
              g.section === group.section
                ? body(
                    _('solutions.sectionQuestions', { section: SECTION_LABELS[g.section] ?? g.section }),
                    g.counts,
                  )
                : null,
          }))}
        />
      ) : (
        <div className="stack">
          <FilterControl value={filter} counts={allCounts} total={numbered.length} onChange={setFilter} />
          {body(_('solutions.palette'), allCounts)}
        </div>
      )}

      {current ? (
        <ReportDialog
          open={reporting}
          onOpenChange={setReporting}
          attemptId={attempt.id}
          questionId={current.item.questionId}
          questionNumber={current.number}
        />
      ) : null}
    </div>
  );
}
