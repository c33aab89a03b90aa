import type { Section, SectionMarking, SectionTimingInput, TestTemplate } from '@ssc/contracts';
import { blockSections } from '@ssc/contracts/exam-rules';
import { type ExamRules, recalculatedTotalMarks, type TestFormState } from './testFormState';

/**
 * The exam-rules part of the test form as pure state changes: a template fills the form, the
 * timed blocks and per-section marking are edited in place. The server checks the same rules
 * (services/catalog test-blocks.ts, test-marking.ts) and its 400 message is shown as it comes.
 */

/** "Start from a template": the pattern's fields; the questions already selected stay. */
export function applyTemplate(state: TestFormState, template: TestTemplate): TestFormState {
  return {
    ...state,
    title: template.title,
    description: template.description ?? '',
    testType: template.testType,
    examType: template.examType,
    sections: [...template.sections],
    durationMinutes: String(template.durationMinutes),
    totalQuestions: String(template.totalQuestions),
    marksPerQuestion: String(template.marksPerQuestion),
    negativeMarks: String(template.negativeMarks),
    totalMarks: String(template.totalMarks),
    examRules: {
      mode: template.mode,
      sectionTimings: template.sectionTimings.map((t) => ({ ...t, sections: t.sections && [...t.sections] })),
      sectionMarking: template.sectionMarking.map((m) => ({ ...m })),
      evaluateAnsweredAndMarked: template.evaluateAnsweredAndMarked,
    },
  };
}

export function setRules(state: TestFormState, change: Partial<ExamRules>): TestFormState {
  return { ...state, examRules: { ...state.examRules, ...change } };
}

/** A block in the API's shape: named by its first subject, `sections` only when it holds several. */
export function blockOf(subjects: readonly Section[], durationMinutes: number): SectionTimingInput {
  const [first] = subjects;
  if (!first) throw new Error('a block needs a subject');
  return subjects.length > 1
    ? { section: first, sections: [...subjects], durationMinutes }
    : { section: first, durationMinutes };
}

const timingsOf = (state: TestFormState) => state.examRules.sectionTimings;

/** Subjects of the test not yet in any block, in the test's order. */
export function unblockedSections(state: TestFormState): Section[] {
  const used = new Set(timingsOf(state).flatMap(blockSections));
  return state.sections.filter((s) => !used.has(s));
}

/** Adds a block holding the first subject not yet timed (nothing when every subject is). */
export function addBlock(state: TestFormState): TestFormState {
  const [free] = unblockedSections(state);
  if (!free) return state;
  return setRules(state, { sectionTimings: [...timingsOf(state), blockOf([free], 0)] });
}

export function removeBlock(state: TestFormState, index: number): TestFormState {
  return setRules(state, { sectionTimings: timingsOf(state).filter((_, i) => i !== index) });
}

/** Moves a block one place earlier (-1) or later (+1): blocks open in this order. */
export function moveBlock(state: TestFormState, index: number, by: -1 | 1): TestFormState {
  const next = [...timingsOf(state)];
  const target = index + by;
  if (target < 0 || target >= next.length) return state;
  [next[index], next[target]] = [next[target] as SectionTimingInput, next[index] as SectionTimingInput];
  return setRules(state, { sectionTimings: next });
}

export function setBlockMinutes(state: TestFormState, index: number, text: string): TestFormState {
  const minutes = Number(text);
  return setRules(state, {
    sectionTimings: timingsOf(state).map((t, i) =>
      i === index ? { ...t, durationMinutes: Number.isFinite(minutes) ? minutes : 0 } : t,
    ),
  });
}

/**
 * Puts a subject in a block or takes it out. A subject lives in one block, so checking it here
 * takes it out of any other; a block left with no subject is removed.
 */
export function setBlockSection(
  state: TestFormState,
  index: number,
  section: Section,
  checked: boolean,
): TestFormState {
  const next: SectionTimingInput[] = [];
  for (const [i, timing] of timingsOf(state).entries()) {
    let subjects = blockSections(timing).filter((s) => s !== section);
    if (i === index && checked) subjects = state.sections.filter((s) => [...subjects, section].includes(s));
    if (subjects.length > 0) next.push(blockOf(subjects, timing.durationMinutes));
  }
  return setRules(state, { sectionTimings: next });
}

/** The blocks' minutes against the test's duration, for the line under the editor. */
export function blockMinutes(state: TestFormState): {
  total: number;
  duration: number | null;
  matches: boolean;
} {
  const total = timingsOf(state).reduce((sum, t) => sum + (t.durationMinutes || 0), 0);
  const duration = state.durationMinutes.trim() === '' ? null : Number(state.durationMinutes);
  return { total, duration, matches: duration !== null && total === duration };
}

/** Sets the duration to the blocks' total (the button beside the mismatch). */
export function durationFromBlocks(state: TestFormState): TestFormState {
  return { ...state, durationMinutes: String(blockMinutes(state).total) };
}

const markingOf = (state: TestFormState) => state.examRules.sectionMarking;

/** Adds per-section marks for the first subject without them, starting from the test's marks. */
export function addSectionMarking(state: TestFormState): TestFormState {
  const listed = new Set(markingOf(state).map((m) => m.section));
  const free = state.sections.find((s) => !listed.has(s));
  if (!free) return state;
  const row: SectionMarking = {
    section: free,
    marksPerQuestion: Number(state.marksPerQuestion) || 1,
    negativeMarks: Number(state.negativeMarks) || 0,
  };
  return setRules(state, { sectionMarking: [...markingOf(state), row] });
}

export function updateSectionMarking(
  state: TestFormState,
  index: number,
  change: Partial<SectionMarking>,
): TestFormState {
  return setRules(state, {
    sectionMarking: markingOf(state).map((m, i) => (i === index ? { ...m, ...change } : m)),
  });
}

export function removeSectionMarking(state: TestFormState, index: number): TestFormState {
  return setRules(state, { sectionMarking: markingOf(state).filter((_, i) => i !== index) });
}

/**
 * Total marks for the selected questions: under per-section marking each question earns its
 * section's marks (`sectionOf` knows the questions the admin has seen); otherwise the spec's
 * marks × count. A question whose section is unknown keeps the field as it is.
 */
export function totalMarksFor(state: TestFormState, sectionOf: (id: string) => Section | undefined): string {
  const marking = markingOf(state);
  if (marking.length === 0) return recalculatedTotalMarks(state);
  const base = Number(state.marksPerQuestion);
  let total = 0;
  for (const id of state.questionIds) {
    const section = sectionOf(id);
    if (!section || !Number.isFinite(base)) return state.totalMarks;
    total += marking.find((m) => m.section === section)?.marksPerQuestion ?? base;
  }
  return String(Math.round(total * 100) / 100);
}

/** Questions selected per section against what the template's pattern asks for. */
export function patternProgress(
  plan: TestTemplate['questionsPerSection'],
  questionIds: readonly string[],
  sectionOf: (id: string) => Section | undefined,
): { section: Section; wanted: number; selected: number }[] {
  return plan.map(({ section, questions }) => ({
    section,
    wanted: questions,
    selected: questionIds.filter((id) => sectionOf(id) === section).length,
  }));
}
