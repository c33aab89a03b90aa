import { contentHashOf } from '@ssc/catalog';
import type { Difficulty, MAIN_SECTIONS, QuestionInput, Section } from '@ssc/contracts';
import { type Rng, rngFor } from './prng';

export type MainSection = (typeof MAIN_SECTIONS)[number];

/** A piece of text in both languages. */
export type Text = { en: string; hi: string };

/** Same text in both languages: English-section words, symbols and numbers. */
export const same = (value: string | number): Text => ({ en: String(value), hi: String(value) });
export const t = (en: string, hi: string): Text => ({ en, hi });

/** A question before its options are placed: the answer and three wrong options. */
export type Draft = {
  /** A main section, or COMPUTER_KNOWLEDGE for CGL Tier-II's computer module. */
  section: MainSection | Extract<Section, 'COMPUTER_KNOWLEDGE'>;
  difficulty: Difficulty;
  topicTags: string[];
  question: Text;
  answer: Text;
  distractors: Text[];
  explanation: Text;
  /**
   * Options whose order carries meaning (the parts of a sentence in error spotting): the
   * answer goes to this slot and the distractors keep their order around it.
   */
  answerSlot?: 0 | 1 | 2 | 3;
};

export type SeedQuestion = QuestionInput & { id: string };

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const key = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Places the answer at a random letter and fills the contract's fields. Refuses drafts whose
 * options repeat, since a repeated option would make a correct answer unmarkable.
 */
export function assemble(draft: Draft, rng: Rng): SeedQuestion {
  if (!optionsDistinct(draft)) {
    const options = [draft.answer, ...draft.distractors].map((o) => `${o.en} | ${o.hi}`);
    throw new Error(`need 4 distinct options: ${draft.question.en} / ${options.join(' / ')}`);
  }
  const slot = draft.answerSlot ?? rng.int(0, 3);
  const ordered = draft.answerSlot === undefined ? rng.shuffle(draft.distractors) : [...draft.distractors];
  ordered.splice(slot, 0, draft.answer);
  const [a, b, c, d] = ordered as [Text, Text, Text, Text];
  const input: QuestionInput = {
    section: draft.section,
    questionTextEnglish: draft.question.en,
    questionTextHindi: draft.question.hi,
    imageUrl: null,
    optionAEnglish: a.en,
    optionBEnglish: b.en,
    optionCEnglish: c.en,
    optionDEnglish: d.en,
    optionAHindi: a.hi,
    optionBHindi: b.hi,
    optionCHindi: c.hi,
    optionDHindi: d.hi,
    optionAImageUrl: null,
    optionBImageUrl: null,
    optionCImageUrl: null,
    optionDImageUrl: null,
    correctAnswer: LETTERS[slot] as QuestionInput['correctAnswer'],
    explanationEnglish: draft.explanation.en,
    explanationHindi: draft.explanation.hi,
    difficulty: draft.difficulty,
    topicTags: draft.topicTags,
    marks: null,
    negativeMarks: null,
  };
  // The id is derived from content, so seeding the same bank twice names every question the same.
  return { id: `seed-${contentHashOf(input).slice(0, 24)}`, ...input };
}

/** Exactly three wrong options, all different from the answer and each other, in both languages. */
export function optionsDistinct(draft: Draft): boolean {
  const options = [draft.answer, ...draft.distractors];
  return (
    draft.distractors.length === 3 &&
    new Set(options.map((o) => key(o.en))).size === 4 &&
    new Set(options.map((o) => key(o.hi))).size === 4
  );
}

/** A parameterised template: draws its own numbers and difficulty, computes its own answer. */
export type Template = { name: string; count: number; make: (rng: Rng) => Draft | null };

export const runTemplates = (templates: readonly Template[]): SeedQuestion[] =>
  templates.flatMap((template) => generate(template.name, template.count, template.make));

/** Identity used to refuse near-duplicates: the stem plus the options in any order. */
export function draftKey(draft: Draft): string {
  const options = [draft.answer, ...draft.distractors].map((o) => key(o.en)).sort();
  return [key(draft.question.en), ...options].join('\u241f');
}

/**
 * Runs a template until it has produced `count` different questions. Templates return null
 * when the parameters they drew do not give a clean item; those draws are simply skipped.
 */
export function generate(name: string, count: number, make: (rng: Rng) => Draft | null): SeedQuestion[] {
  const rng = rngFor(name);
  const seen = new Set<string>();
  const out: SeedQuestion[] = [];
  for (let attempt = 0; out.length < count; attempt++) {
    if (attempt > count * 200) throw new Error(`${name}: only ${out.length} of ${count} distinct questions`);
    const draft = make(rng);
    if (!draft || !optionsDistinct(draft)) continue;
    const k = draftKey(draft);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(assemble(draft, rng));
  }
  return out;
}

/** Turns curated entries into questions in their written order (no draws are skipped). */
export function fromList<T>(
  name: string,
  entries: readonly T[],
  toDraft: (entry: T) => Draft,
): SeedQuestion[] {
  const rng = rngFor(name);
  return entries.map((entry) => assemble(toDraft(entry), rng));
}
