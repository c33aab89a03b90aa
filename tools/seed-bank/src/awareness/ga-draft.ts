import type { Difficulty } from '@ssc/contracts';
import { rngFor } from '../prng';
import { assemble, type SeedQuestion, type Text } from '../question-draft';

export type Topic = 'Indian Polity' | 'History' | 'Geography' | 'General Science' | 'Economy' | 'Static GK';

/** A hand-written fact: question, answer, three wrong options, explanation, level. */
export type Fact = { q: Text; a: Text; w: [Text, Text, Text]; e: Text; level: Difficulty };

/** Compact constructor: English and Hindi side by side. */
export const fact = (
  q: [string, string],
  a: [string, string],
  w: [[string, string], [string, string], [string, string]],
  e: [string, string],
  level: Difficulty,
): Fact => ({
  q: { en: q[0], hi: q[1] },
  a: { en: a[0], hi: a[1] },
  w: w.map(([en, hi]) => ({ en, hi })) as [Text, Text, Text],
  e: { en: e[0], hi: e[1] },
  level,
});

export function factQuestions(
  name: string,
  tags: [Topic, ...string[]],
  facts: readonly Fact[],
): SeedQuestion[] {
  const rng = rngFor(name);
  return facts.map((f) =>
    assemble(
      {
        section: 'GENERAL_AWARENESS',
        difficulty: f.level,
        topicTags: tags,
        question: f.q,
        answer: f.a,
        distractors: f.w,
        explanation: f.e,
      },
      rng,
    ),
  );
}

/** One row of a one-to-one table (state → capital, book → author). */
export type Row = {
  /** Hindi items are written in the oblique form (के, not का) since they always precede a postposition. */
  item: Text;
  answer: Text;
  level?: Difficulty;
  /** Wrong options are taken from rows of the same kind first (women for a woman's title). */
  kind?: string;
  /** Answers that must never be offered as wrong options for this row (near-synonyms). */
  avoid?: string[];
};

type TableSpec = {
  name: string;
  tags: [Topic, ...string[]];
  level: Difficulty;
  rows: readonly Row[];
  /** Extra wrong answers that fit no row, when the table alone has too few. */
  decoys?: readonly Text[];
  ask: (item: Text, row: Row) => Text;
  explain: (row: Row) => Text;
};

/**
 * Questions from a table where each item has exactly one answer. Wrong options are other
 * rows' answers, so every one of them is the answer to a different item and wrong here.
 */
export function tableQuestions(spec: TableSpec): SeedQuestion[] {
  const pickRng = rngFor(`${spec.name}/wrong-options`);
  const placeRng = rngFor(spec.name);
  const all = [
    ...spec.rows.map((r) => ({ text: r.answer, kind: r.kind })),
    ...(spec.decoys ?? []).map((d) => ({ text: d, kind: undefined })),
  ];
  return spec.rows.map((row) => {
    const banned = new Set([row.answer.en, ...(row.avoid ?? [])]);
    const seen = new Set<string>();
    const candidates = all.filter((c) => {
      if (banned.has(c.text.en) || seen.has(c.text.en)) return false;
      seen.add(c.text.en);
      return true;
    });
    const sameKind = pickRng.shuffle(candidates.filter((c) => row.kind !== undefined && c.kind === row.kind));
    const others = pickRng.shuffle(
      candidates.filter((c) => !(row.kind !== undefined && c.kind === row.kind)),
    );
    const wrong = [...sameKind, ...others].slice(0, 3).map((c) => c.text);
    return assemble(
      {
        section: 'GENERAL_AWARENESS',
        difficulty: row.level ?? spec.level,
        topicTags: spec.tags,
        question: spec.ask(row.item, row),
        answer: row.answer,
        distractors: wrong,
        explanation: spec.explain(row),
      },
      placeRng,
    );
  });
}

/** Row constructor: [item en, item hi], [answer en, answer hi]. */
export const row = (
  item: [string, string],
  answer: [string, string],
  extra: Omit<Row, 'item' | 'answer'> = {},
): Row => ({
  item: { en: item[0], hi: item[1] },
  answer: { en: answer[0], hi: answer[1] },
  ...extra,
});
