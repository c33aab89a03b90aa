import type { AttemptStatus, Section } from '@ssc/contracts';
import { SECTION_LABELS } from '@ssc/web-core';
import { memo, useMemo } from 'react';
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

const PaletteButton = memo(function PaletteButton({
  index,
  status,
  current,
  onGoTo,
}: {
  index: number;
  status: AttemptStatus;
  current: boolean;
  onGoTo: (index: number) => void;
}) {
  return (
    <button
      type="button"
      className={`palette__button ${STATUS_CLASS[status]}${current ? ' is-current' : ''}`}
      aria-label={`Question ${index + 1}, ${STATUS_LABELS[status]}`}
      aria-current={current ? 'step' : undefined}
      onClick={() => onGoTo(index)}
    >
      {index + 1}
    </button>
  );
});

function Legend({ counts }: { counts: StatusCounts }) {
  return (
    <ul className="palette-legend" aria-label="Legend">
      {LEGEND_ORDER.map((status) => (
        <li key={status}>
          <span className={`palette-legend__swatch ${STATUS_CLASS[status]}`} aria-hidden="true" />
          {STATUS_LABELS[status]} <strong>{counts[status]}</strong>
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
  onSelect,
}: {
  summaries: SectionSummary[];
  current: Section | null;
  onSelect: (section: Section) => void;
}) {
  return (
    <fieldset className="section-tabs">
      <legend className="visually-hidden">Sections</legend>
      {summaries.map(({ section, total, answered, marked }) => (
        <button
          key={section}
          type="button"
          className="section-tabs__tab"
          aria-pressed={section === current}
          onClick={() => onSelect(section)}
        >
          <span className="section-tabs__name">{SECTION_LABELS[section]}</span>
          <span className="section-tabs__counts">
            {answered}/{total}
            {marked > 0 ? <span className="section-tabs__marked"> · {marked} marked</span> : null}
          </span>
        </button>
      ))}
    </fieldset>
  );
}

function SectionOverview({ summaries }: { summaries: SectionSummary[] }) {
  return (
    <div className="section-overview">
      <h3 className="section-overview__title">All sections</h3>
      <ul>
        {summaries.map(({ section, total, answered, marked }) => {
          const label = SECTION_LABELS[section];
          return (
            <li key={section}>
              <div className="section-overview__row">
                <span>{label}</span>
                <span className="text-muted">
                  {answered}/{total} answered{marked > 0 ? `, ${marked} marked` : ''}
                </span>
              </div>
              <div
                className="progress progress--thin"
                role="progressbar"
                aria-label={`${label} answered`}
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

interface QuestionNavigatorProps {
  statuses: readonly AttemptStatus[];
  index: number;
  groups: readonly SectionGroup[];
  sectioned: boolean;
  currentSection: Section | null;
  onGoTo: (index: number) => void;
  onSectionChange: (section: Section) => void;
}

/** The question palette (spec section 2): five columns, status colours, legend; section tabs when sectioned. */
export const QuestionNavigator = memo(function QuestionNavigator({
  statuses,
  index,
  groups,
  sectioned,
  currentSection,
  onGoTo,
  onSectionChange,
}: QuestionNavigatorProps) {
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
    return groups.find((group) => group.section === currentSection)?.indices ?? [];
  }, [sectioned, groups, currentSection, statuses]);

  return (
    <aside className="card navigator" aria-labelledby="navigator-title">
      <h2 id="navigator-title" className="navigator__title">
        Question Palette
      </h2>
      {sectioned ? (
        <SectionTabs summaries={summaries} current={currentSection} onSelect={onSectionChange} />
      ) : null}
      <div className="palette">
        {shown.map((i) => (
          <PaletteButton
            key={i}
            index={i}
            status={statuses[i] ?? 'NOT_ATTEMPTED'}
            current={i === index}
            onGoTo={onGoTo}
          />
        ))}
      </div>
      <Legend counts={counts} />
      {sectioned ? <SectionOverview summaries={summaries} /> : null}
    </aside>
  );
});
