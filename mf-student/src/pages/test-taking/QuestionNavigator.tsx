import type { AttemptStatus, Section } from '@ssc/contracts';
import { SECTION_LABELS } from '@ssc/web-core';
import { memo, useMemo, useState } from 'react';
import {
  CBT_LEGEND_ORDER,
  CBT_STATE_CLASS,
  CBT_STATE_LABELS,
  type CbtState,
  countCbtStates,
} from './cbtPalette';
import type { BlockPhase } from './examBlocks';
import { useExamMessages } from './examCatalog';
import {
  answeredCount,
  countStatuses,
  markedCount,
  STATUS_LABELS,
  type StatusCounts,
} from './questionStatus';
import type { SectionGroup } from './sections';

const STATUS_CLASS: Readonly<Record<AttemptStatus, string>> = {
  ANSWERED: 'is-answered',
  MARKED_FOR_REVIEW: 'is-review',
  ANSWERED_AND_MARKED: 'is-answered-marked',
  NOT_ATTEMPTED: 'is-not-attempted',
};

const LEGEND_ORDER: readonly AttemptStatus[] = [
  'ANSWERED',
  'MARKED_FOR_REVIEW',
  'ANSWERED_AND_MARKED',
  'NOT_ATTEMPTED',
];

/** A section tab's phase, named when it is not the open one. */
const PHASE_WORDS: Readonly<Record<Exclude<BlockPhase, 'open'>, string>> = {
  closed: 'exam.phaseClosed',
  upcoming: 'exam.phaseUpcoming',
};

const PaletteButton = memo(function PaletteButton({
  index,
  status,
  cbtState,
  current,
  locked,
  onGoTo,
}: {
  index: number;
  status: AttemptStatus;
  /** CBT mode: the five-state palette instead of the spec's four statuses. */
  cbtState: CbtState | null;
  current: boolean;
  /** Its block is closed: shown, read-only. */
  locked: boolean;
  onGoTo: (index: number) => void;
}) {
  const { _ } = useExamMessages();
  const state = _(cbtState ? CBT_STATE_LABELS[cbtState] : STATUS_LABELS[status]);
  const stateClass = cbtState ? `cbt-state ${CBT_STATE_CLASS[cbtState]}` : STATUS_CLASS[status];
  return (
    <button
      type="button"
      className={`palette__button ${stateClass}${current ? ' is-current' : ''}`}
      aria-label={_(locked ? 'exam.paletteButtonLocked' : 'exam.paletteButton', { number: index + 1, state })}
      aria-current={current ? 'step' : undefined}
      aria-disabled={locked || undefined}
      onClick={locked ? undefined : () => onGoTo(index)}
    >
      {index + 1}
    </button>
  );
});

/** CBT mode: the real exam's five states, each by colour, shape and glyph, with counts. */
function CbtLegend({ states }: { states: readonly CbtState[] }) {
  const { _ } = useExamMessages();
  const counts = useMemo(() => countCbtStates(states), [states]);
  return (
    <ul className="palette-legend palette-legend--cbt" aria-label={_('exam.legend')}>
      {CBT_LEGEND_ORDER.map((state) => (
        <li key={state} data-testid={`legend-${state}`}>
          <span className={`palette-legend__swatch cbt-state ${CBT_STATE_CLASS[state]}`} aria-hidden="true">
            {counts[state]}
          </span>
          {_(CBT_STATE_LABELS[state])} <strong>{counts[state]}</strong>
        </li>
      ))}
    </ul>
  );
}

function Legend({ counts }: { counts: StatusCounts }) {
  const { _ } = useExamMessages();
  return (
    <ul className="palette-legend" aria-label={_('exam.legend')}>
      {LEGEND_ORDER.map((status) => (
        <li key={status}>
          <span className={`palette-legend__swatch ${STATUS_CLASS[status]}`} aria-hidden="true" />
          {_(STATUS_LABELS[status])} <strong>{counts[status]}</strong>
        </li>
      ))}
    </ul>
  );
}

interface SectionSummary {
  section: Section;
  total: number;
  answered: number;
  marked: number;
}

function SectionTabs({
  summaries,
  current,
  phases,
  onSelect,
}: {
  summaries: SectionSummary[];
  current: Section | null;
  /** Section timers: each section's block phase (empty without them). */
  phases: Partial<Record<Section, BlockPhase>>;
  onSelect: (section: Section) => void;
}) {
  const { _ } = useExamMessages();
  return (
    <fieldset className="section-tabs">
      <legend className="visually-hidden">{_('exam.sections')}</legend>
      {summaries.map(({ section, total, answered, marked }) => {
        const phase = phases[section];
        const shut = phase === 'upcoming';
        return (
          <button
            key={section}
            type="button"
            className={`section-tabs__tab${phase ? ` is-${phase}` : ''}`}
            aria-pressed={section === current}
            aria-disabled={shut || undefined}
            onClick={shut ? undefined : () => onSelect(section)}
          >
            <span className="section-tabs__name">
              {SECTION_LABELS[section]}
              {phase && phase !== 'open' ? (
                <span className="section-tabs__phase"> · {_(PHASE_WORDS[phase])}</span>
              ) : null}
            </span>
            <span className="section-tabs__counts">
              {answered}/{total}
              {marked > 0 ? (
                <span className="section-tabs__marked"> · {_('exam.sectionMarked', { marked })}</span>
              ) : null}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

function SectionOverview({ summaries }: { summaries: SectionSummary[] }) {
  const { _ } = useExamMessages();
  return (
    <div className="section-overview">
      <h3 className="section-overview__title">{_('exam.allSections')}</h3>
      <ul>
        {summaries.map(({ section, total, answered, marked }) => {
          const label = SECTION_LABELS[section];
          return (
            <li key={section}>
              <div className="section-overview__row">
                <span>{label}</span>
                <span className="text-muted">
                  {marked > 0
                    ? _('exam.sectionAnsweredMarked', { answered, total, marked })
                    : _('exam.sectionAnswered', { answered, total })}
                </span>
              </div>
              <div
                className="progress progress--thin"
                role="progressbar"
                aria-label={_('exam.sectionProgress', { section: label })}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={answered}
              >
                <div
                  className="progress__bar"
                  style={{ width: `${total ? (answered / total) * 100 : 0}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface QuestionNavigatorProps {
  statuses: readonly AttemptStatus[];
  index: number;
  groups: readonly SectionGroup[];
  sectioned: boolean;
  currentSection: Section | null;
  onGoTo: (index: number) => void;
  onSectionChange: (section: Section) => void;
  /** CBT mode: the five palette states; absent or null for the spec's palette. */
  cbtStates?: readonly CbtState[] | null;
  /** Section timers: each section's block phase; absent without them. */
  phases?: Partial<Record<Section, BlockPhase>>;
  /**
   * 'card': beside the question, with its own heading; 'sheet': the body of the palette sheet on a
   * phone, whose dialog title names it.
   */
  variant?: 'card' | 'sheet';
}

const NO_PHASES: Partial<Record<Section, BlockPhase>> = {};

/**
 * The question palette (spec section 2): five columns, status colours, legend; section tabs when
 * sectioned. CBT mode shows the five states; with section timers a closed section's tab still
 * shows its palette, read-only, and a section not open yet cannot be chosen.
 */
export const QuestionNavigator = memo(function QuestionNavigator({
  statuses,
  index,
  groups,
  sectioned,
  currentSection,
  onGoTo,
  onSectionChange,
  cbtStates = null,
  phases = NO_PHASES,
  variant = 'card',
}: QuestionNavigatorProps) {
  // A closed section whose palette is being looked at, from the section on screen then; moving
  // to another question's section (a tab, a block opening) shows that one again.
  const [viewing, setViewing] = useState<{ section: Section; from: Section | null } | null>(null);
  const shownSection =
    viewing && viewing.from === currentSection && phases[viewing.section] === 'closed'
      ? viewing.section
      : currentSection;
  const selectSection = (section: Section) => {
    if (phases[section] === 'closed') {
      setViewing({ section, from: currentSection });
      return;
    }
    // Back from a closed section's palette to the one on screen: the question stays.
    if (shownSection !== currentSection && section === currentSection) {
      setViewing(null);
      return;
    }
    setViewing(null);
    onSectionChange(section);
  };
  const { _ } = useExamMessages();
  const counts = useMemo(() => countStatuses(statuses), [statuses]);
  const summaries = useMemo<SectionSummary[]>(
    () =>
      sectioned
        ? groups.map(({ section, indices }) => {
            const sectionCounts = countStatuses(indices.flatMap((i) => statuses[i] ?? []));
            return {
              section,
              total: indices.length,
              answered: answeredCount(sectionCounts),
              marked: markedCount(sectionCounts),
            };
          })
        : [],
    [sectioned, groups, statuses],
  );
  const shown = useMemo(() => {
    if (!sectioned) return statuses.map((_, i) => i);
    return groups.find((group) => group.section === shownSection)?.indices ?? [];
  }, [sectioned, groups, shownSection, statuses]);
  const locked = !!shownSection && phases[shownSection] === 'closed';

  const body = (
    <>
      {sectioned ? (
        <SectionTabs summaries={summaries} current={shownSection} phases={phases} onSelect={selectSection} />
      ) : null}
      {locked && shownSection ? (
        <p className="palette__locked" role="note">
          {_('exam.sectionLocked', { section: SECTION_LABELS[shownSection] })}
        </p>
      ) : null}
      <div className="palette">
        {shown.map((i) => (
          <PaletteButton
            key={i}
            index={i}
            status={statuses[i] ?? 'NOT_ATTEMPTED'}
            cbtState={cbtStates ? (cbtStates[i] ?? 'NOT_VISITED') : null}
            current={i === index}
            locked={locked}
            onGoTo={onGoTo}
          />
        ))}
      </div>
      {cbtStates ? <CbtLegend states={cbtStates} /> : <Legend counts={counts} />}
      {sectioned ? <SectionOverview summaries={summaries} /> : null}
    </>
  );
  if (variant === 'sheet') return <div className="navigator navigator--sheet">{body}</div>;
  return (
    <aside className="card navigator" aria-labelledby="navigator-title">
      <h2 id="navigator-title" className="navigator__title">
        {_('exam.palette')}
      </h2>
      {body}
    </aside>
  );
});
