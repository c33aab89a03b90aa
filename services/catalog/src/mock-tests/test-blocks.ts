import { blockSections, SECTION_LABELS, type Section, type SectionTimingInput } from '@ssc/contracts';
import { ValidationError } from '@ssc/service-kit';
import { bankConflict } from './bank-conflict';

/**
 * Section timers, checked on the server: a subject sits in at most one block, each
 * block names itself among its subjects, the blocks together last the test's duration, and every
 * selected question belongs to some block (a question outside every block could never be
 * answered). Nothing is checked for a test with one clock.
 */
export function checkSectionTimings(
  timings: readonly SectionTimingInput[],
  durationMinutes: number,
  questionSections: readonly Section[],
): void {
  if (timings.length === 0) return;
  const seen = new Set<Section>();
  for (const [i, timing] of timings.entries()) {
    const subjects = blockSections(timing);
    if (!subjects.includes(timing.section)) {
      fail(
        `sectionTimings[${i}].sections must include the block's section (${SECTION_LABELS[timing.section]})`,
      );
    }
    for (const subject of subjects) {
      if (seen.has(subject)) {
        fail(`sectionTimings: ${SECTION_LABELS[subject]} is in more than one timed block`);
      }
      seen.add(subject);
    }
  }
  const total = timings.reduce((sum, t) => sum + t.durationMinutes, 0);
  if (total !== durationMinutes) {
    fail(
      `sectionTimings: the timed blocks last ${total} minutes in all but durationMinutes is ${durationMinutes}`,
    );
  }
  const outside = new Map<Section, number>();
  for (const s of questionSections) if (!seen.has(s)) outside.set(s, (outside.get(s) ?? 0) + 1);
  if (outside.size > 0) {
    const which = [...outside].map(([s, n]) => `${SECTION_LABELS[s]} (${n} question${n === 1 ? '' : 's'})`);
    bankConflict(
      'sectionTimings',
      `sectionTimings: no timed block holds ${which.join(', ')}; add the section to a block`,
    );
  }
}

/**
 * The order an attempt sees the questions in: by block when the test has timed blocks, so each
 * block's questions are contiguous, and in test order within a block (a stable sort). A question
 * in no block (a test stored before the rules, or a question moved to another section since)
 * goes last. Returns indexes into the test's question list.
 */
export function blockOrder(
  timings: readonly SectionTimingInput[],
  questionSections: readonly string[],
): number[] {
  const indexes = questionSections.map((_, i) => i);
  if (timings.length === 0) return indexes;
  const blockOf = new Map<string, number>();
  for (const [b, timing] of timings.entries()) for (const s of blockSections(timing)) blockOf.set(s, b);
  const rank = (i: number) => blockOf.get(questionSections[i] ?? '') ?? timings.length;
  return indexes.sort((a, b) => rank(a) - rank(b) || a - b);
}

function fail(message: string): never {
  throw new ValidationError(message, [{ path: 'sectionTimings', message }]);
}

/** "Add to test" into a test with timed blocks: the new question's section must be in one of them. */
export function checkJoinsBlock(timings: readonly SectionTimingInput[] | undefined, section: Section): void {
  if (!timings?.length || timings.some((t) => blockSections(t).includes(section))) return;
  bankConflict(
    'targetTestId',
    `The test's timed blocks do not include ${SECTION_LABELS[section]}; add the question to a test that has that section`,
  );
}

/**
 * A question's new section must stay inside a block of every timed test that uses it: a question
 * outside every block can never be answered (the attempts service reads it as closed). The
 * titles of the tests it would leave out, empty when none.
 */
export function testsLeftOutOfBlocks<
  T extends { title: string; sectionTimings?: readonly SectionTimingInput[] },
>(tests: readonly T[], section: Section): T[] {
  return tests.filter(
    (t) =>
      (t.sectionTimings?.length ?? 0) > 0 &&
      !t.sectionTimings?.some((b) => blockSections(b).includes(section)),
  );
}
