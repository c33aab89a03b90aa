import type { Section, Test } from '@ssc/contracts';
import { schemeFor } from '@ssc/contracts/exam-rules';
import { MAIN_SECTIONS, SECTION_LABELS } from '@ssc/web-core';

/** Spec section 9: the instructions page's marking defaults, and the full-length split's. */
export const INSTRUCTIONS_DEFAULT_MARKS = 1;
export const INSTRUCTIONS_DEFAULT_NEGATIVE = 0.25;
export const FULL_LENGTH_DEFAULT_QUESTIONS = 100;
export const FULL_LENGTH_DEFAULT_MARKS = 2;

type PlanTest = Pick<
  Test,
  'testType' | 'totalQuestions' | 'totalMarks' | 'sections' | 'section' | 'marksPerQuestion'
> &
  Partial<Pick<Test, 'negativeMarks' | 'sectionTimings' | 'sectionMarking' | 'questionsPerSection'>>;

export interface SectionPlanRow {
  section: Section;
  /** Null when the test does not say how its questions split. */
  questions: number | null;
  marks: number | null;
}

/**
 * The Test Sections card. Full-length tests list the four main sections with a quarter of the
 * questions each (100 when the total is missing; any remainder goes to the first sections, so the
 * rows add up). Other tests list their own sections; a single section has all the questions.
 */
export function sectionPlan(test: PlanTest): SectionPlanRow[] {
  // Real exam patterns (timed blocks or per-section marks) are uneven: MTS has 20 + 20 + 25 + 25.
  const counts = test.questionsPerSection ?? [];
  if (counts.length > 0 && (test.sectionTimings?.length || test.sectionMarking?.length)) {
    const of = schemeFor({
      marksPerQuestion: test.marksPerQuestion,
      negativeMarks: test.negativeMarks ?? 0,
      sectionMarking: test.sectionMarking,
    });
    return counts.map(({ section, questions }) => ({
      section,
      questions,
      marks: questions * of(section).marksPerQuestion,
    }));
  }
  if (test.testType === 'FULL_LENGTH') {
    const total = test.totalQuestions > 0 ? test.totalQuestions : FULL_LENGTH_DEFAULT_QUESTIONS;
    const marks = test.marksPerQuestion > 0 ? test.marksPerQuestion : FULL_LENGTH_DEFAULT_MARKS;
    const base = Math.floor(total / MAIN_SECTIONS.length);
    const extra = total % MAIN_SECTIONS.length;
    return MAIN_SECTIONS.map((section, i) => {
      const questions = base + (i < extra ? 1 : 0);
      return { section, questions, marks: questions * marks };
    });
  }
  const sections: Section[] = test.sections.length > 0 ? [...test.sections] : [test.section ?? 'GENERAL'];
  if (sections.length === 1) {
    return [{ section: sections[0] ?? 'GENERAL', questions: test.totalQuestions, marks: test.totalMarks }];
  }
  return sections.map((section) => ({ section, questions: null, marks: null }));
}

export interface MarkingScheme {
  marksPerQuestion: number;
  negativeMarks: number;
}

/** Missing values take the instructions defaults (1 and 0.25); negative marks are also read as negativeMarking. */
export function markingScheme(
  test: Partial<Pick<Test, 'marksPerQuestion' | 'negativeMarks' | 'negativeMarking'>>,
) {
  return {
    marksPerQuestion: test.marksPerQuestion ?? INSTRUCTIONS_DEFAULT_MARKS,
    negativeMarks: test.negativeMarks ?? test.negativeMarking ?? INSTRUCTIONS_DEFAULT_NEGATIVE,
  } satisfies MarkingScheme;
}

export interface SectionScheme {
  section: Section;
  scheme: MarkingScheme;
}

/**
 * Each section's marks when they are not all the test's own (per-section marking:
 * MTS Session I has no negative marking, Session II takes 1 off); empty when one scheme holds.
 */
export function sectionSchemes(
  test: Partial<Pick<Test, 'sections' | 'sectionMarking'>>,
  base: MarkingScheme,
): SectionScheme[] {
  if (!test.sectionMarking?.length) return [];
  const of = schemeFor({ ...base, sectionMarking: test.sectionMarking });
  const rows = (test.sections ?? []).map((section) => ({ section, scheme: of(section) }));
  const same = rows.every(
    (r) =>
      r.scheme.marksPerQuestion === base.marksPerQuestion && r.scheme.negativeMarks === base.negativeMarks,
  );
  return same ? [] : rows;
}

/** The page's translator (useMessages' `_` on the student catalog), for the plain modules here. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** "1 mark", "0.5 marks", "2 marks": a count of marks as a sentence says it. */
export const marksText = (n: number, _: Translate) => _('instructions.marksCount', { count: n });

const list = (labels: string[], _: Translate) =>
  labels.length < 2
    ? (labels[0] ?? '')
    : _('instructions.listAnd', { rest: labels.slice(0, -1).join(', '), last: labels.at(-1) });

/** The warning beside Start: what a wrong answer costs, and where. Null when it costs nothing anywhere. */
export function negativeMarkingNote(
  base: MarkingScheme,
  rows: readonly SectionScheme[],
  _: Translate,
): string | null {
  if (rows.length === 0) {
    return base.negativeMarks > 0 ? _('instructions.negative.flat', { count: base.negativeMarks }) : null;
  }
  const costly = rows.filter((r) => r.scheme.negativeMarks > 0);
  if (costly.length === 0) return null;
  const byCost = new Map<number, string[]>();
  for (const r of costly) {
    byCost.set(r.scheme.negativeMarks, [
      ...(byCost.get(r.scheme.negativeMarks) ?? []),
      SECTION_LABELS[r.section],
    ]);
  }
  const costs = [...byCost].map(([marks, labels]) =>
    _('instructions.negative.costIn', { marks: marksText(marks, _), sections: list(labels, _) }),
  );
  const free = rows.filter((r) => r.scheme.negativeMarks === 0).map((r) => SECTION_LABELS[r.section]);
  return _('instructions.negative.bySection', {
    costs: costs.join('; '),
    free: free.length ? _('instructions.negative.freeIn', { sections: list(free, _) }) : '',
  });
}

/** English papers are taken in English: no language choice when the title says 'english'. */
export function offersLanguageChoice(title: string): boolean {
  return !title.toLowerCase().includes('english');
}

/**
 * The Important Instructions list. In CBT mode the lines about answering and the
 * palette are left to the CBT card, which says how that screen differs.
 */
export function importantInstructions(durationMinutes: number, cbt: boolean, _: Translate): string[] {
  return [
    _('instructions.rule.duration', { minutes: durationMinutes }),
    _('instructions.rule.autoSubmit'),
    ...(cbt
      ? [_('instructions.rule.cbtAnswer')]
      : [
          _('instructions.rule.choose'),
          _('instructions.rule.review'),
          _('instructions.rule.navigate'),
          _('instructions.rule.colours'),
        ]),
    _('instructions.rule.resume'),
    _('instructions.rule.submit'),
  ];
}

export const strategyTips = (_: Translate): string[] => [
  _('instructions.tip.overview'),
  _('instructions.tip.noDwell'),
  _('instructions.tip.guess'),
  _('instructions.tip.revisit'),
  _('instructions.tip.timer'),
];
