import type { Section, SectionDeadline } from '@ssc/contracts';
import { SECTION_LABELS } from '@ssc/contracts/constants';
import { openWindowAt, windowIndexOf } from '@ssc/contracts/exam-rules';

/**
 * A timed block on the screen (section timers): the attempt's window for it from
 * `sectionDeadlines` and the positions of its questions. Blocks open in order on the server's
 * schedule; only the open one can be reached, a closed one never again.
 */
export interface ExamBlock {
  /** The block's name (its first subject). */
  section: Section;
  sections: Section[];
  durationMinutes: number;
  /** ISO times on the server's clock, as the attempt gives them. */
  opensAt: string;
  deadline: string;
  opensAtMs: number;
  deadlineMs: number;
  /** Positions of its questions in the attempt, in order. */
  indices: readonly number[];
}

/** Where a block stands at a moment. */
export type BlockPhase = 'closed' | 'open' | 'upcoming';

/** The attempt's blocks with their questions; empty when the test has one clock. */
export function examBlocks(
  deadlines: readonly SectionDeadline[] | undefined,
  sections: readonly Section[],
): ExamBlock[] {
  if (!deadlines?.length) return [];
  const blocks = deadlines.map((w) => ({
    section: w.section,
    sections: w.sections.length > 0 ? w.sections : [w.section],
    durationMinutes: w.durationMinutes,
    opensAt: w.opensAt,
    deadline: w.deadline,
    opensAtMs: Date.parse(w.opensAt),
    deadlineMs: Date.parse(w.deadline),
    indices: [] as number[],
  }));
  sections.forEach((section, index) => {
    blocks[windowIndexOf(blocks, section)]?.indices.push(index);
  });
  return blocks;
}

/**
 * The block open at a server-clock moment. Before the first opens (a device that reads the start
 * a moment early) the first; after the last closes -1 (the test's own deadline submits then).
 */
export function activeBlockAt(blocks: readonly ExamBlock[], serverNowMs: number): number {
  if (blocks.length === 0) return -1;
  const first = blocks[0];
  if (first && serverNowMs < first.opensAtMs) return 0;
  return openWindowAt(blocks, serverNowMs);
}

/** Which block holds a question (-1: none). */
export function blockOfIndex(blocks: readonly ExamBlock[], index: number): number {
  return blocks.findIndex((block) => block.indices.includes(index));
}

/** Closed, open or upcoming, against the open block (-1 after the last closed: all closed). */
export function blockPhase(block: number, active: number): BlockPhase {
  if (active === -1 || block < active) return 'closed';
  return block === active ? 'open' : 'upcoming';
}

/**
 * Whether the student may open question `index` now: always without blocks; with blocks only a
 * question of the open block.
 */
export function isReachable(blocks: readonly ExamBlock[], active: number, index: number): boolean {
  if (blocks.length === 0) return true;
  return active !== -1 && (blocks[active]?.indices.includes(index) ?? false);
}

/** The position to show in the open block: `index` when it is in it, else the block's first question. */
export function indexInBlock(blocks: readonly ExamBlock[], active: number, index: number): number {
  if (blocks.length === 0 || isReachable(blocks, active, index)) return index;
  return blocks[active]?.indices[0] ?? index;
}

/** Whole seconds to the open block's deadline (0 when none is open). */
export function blockSecondsLeft(blocks: readonly ExamBlock[], active: number, serverNowMs: number): number {
  const block = blocks[active];
  if (!block) return 0;
  const total = Math.round((block.deadlineMs - block.opensAtMs) / 1000);
  return Math.min(total, Math.max(0, Math.ceil((block.deadlineMs - serverNowMs) / 1000)));
}

/** Each section's phase (a section outside every block is never writable: closed). */
export function sectionPhases(
  blocks: readonly ExamBlock[],
  active: number,
  sections: Iterable<Section>,
): Partial<Record<Section, BlockPhase>> {
  const out: Partial<Record<Section, BlockPhase>> = {};
  if (blocks.length === 0) return out;
  for (const section of sections) {
    const block = windowIndexOf(blocks, section);
    out[section] = block === -1 ? 'closed' : blockPhase(block, active);
  }
  return out;
}

/** A block's name on screen: its subjects' names ("Quantitative Aptitude & General Intelligence & Reasoning"). */
export const blockLabel = (block: Pick<ExamBlock, 'sections'>): string =>
  block.sections.map((section) => SECTION_LABELS[section]).join(' & ');
