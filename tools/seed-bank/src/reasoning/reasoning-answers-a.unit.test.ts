import { describe, expect, it } from 'vitest';
import { correctOption, optionsOf } from '../question-options';
import { RELATIONS } from './analogy-words';
import { reasoningQuestions } from './index';

/**
 * Solves series, coding, analogy and classification items from their English text with a
 * small independent solver, and requires every rule that fits the data to agree with the
 * marked option (so an item with two defensible answers fails too).
 */
const bank = reasoningQuestions();
const ofTopic = (topic: string) => bank.filter((q) => q.topicTags[0] === topic);
const lastLine = (text: string) => text.split('\n').at(-1) ?? '';
const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pos = (c: string) => AZ.indexOf(c) + 1;
const letter = (p: number) => AZ[(((p - 1) % 26) + 26) % 26] as string;

function seriesPredictions(t: number[]): number[] {
  const out: number[] = [];
  const diff = (xs: number[]) => xs.slice(1).map((x, i) => x - (xs[i] as number));
  const rows = [t];
  for (let k = 1; k <= 3; k++) {
    rows.push(diff(rows[k - 1] as number[]));
    const r = rows[k] as number[];
    if (r.length >= 2 && r.every((x) => x === r[0])) {
      let next = r[0] as number;
      for (let j = k - 1; j >= 0; j--) next += (rows[j] as number[]).at(-1) as number;
      out.push(next);
    }
  }
  const [a, b, c] = t as [number, number, number];
  if (b !== a) {
    const m = (c - b) / (b - a);
    const k = b - m * a;
    if (t.every((x, i) => i === 0 || x === m * (t[i - 1] as number) + k))
      out.push(m * (t.at(-1) as number) + k);
  }
  // Alternating operations: each parity of step is "+c" throughout or "×m" throughout.
  const stepRule = (parity: number) => {
    const pairs = t
      .slice(1)
      .map((x, i) => [t[i] as number, x] as const)
      .filter((_, i) => i % 2 === parity);
    const adds = new Set(pairs.map(([x, y]) => y - x));
    const muls = new Set(pairs.map(([x, y]) => y / x));
    if (adds.size === 1) return (x: number) => x + ([...adds][0] as number);
    if (muls.size === 1) return (x: number) => x * ([...muls][0] as number);
    return null;
  };
  const [even, odd] = [stepRule(0), stepRule(1)];
  if (even && odd && t.length >= 5) out.push(((t.length - 1) % 2 === 0 ? even : odd)(t.at(-1) as number));
  // Two interleaved arithmetic series.
  const evens = t.filter((_, i) => i % 2 === 0);
  const odds = t.filter((_, i) => i % 2 === 1);
  const ap = (xs: number[]) => new Set(diff(xs)).size === 1;
  if (t.length >= 6 && ap(evens) && ap(odds)) {
    const src = t.length % 2 === 0 ? evens : odds;
    out.push((src.at(-1) as number) + ((src[1] as number) - (src[0] as number)));
  }
  return out;
}

/** Next token when every character position moves by its own constant step. */
function nextCluster(tokens: string[]): string | null {
  const width = (tokens[0] as string).length;
  let next = '';
  for (let j = 0; j < width; j++) {
    const ps = tokens.map((tk) => pos(tk[j] as string));
    const steps = new Set(ps.slice(1).map((p, i) => p - (ps[i] as number)));
    if (steps.size !== 1) return null;
    next += letter((ps.at(-1) as number) + ([...steps][0] as number));
  }
  return next;
}

const CODE_RULES: Array<(w: string) => string> = [
  ...Array.from({ length: 51 }, (_, i) => (w: string) => [...w].map((c) => letter(pos(c) + i - 25)).join('')),
  ...Array.from(
    { length: 51 },
    (_, i) => (w: string) =>
      [...w]
        .reverse()
        .map((c) => letter(pos(c) + i - 25))
        .join(''),
  ),
  (w) => [...w].map((c) => letter(27 - pos(c))).join(''),
  (w) =>
    [...w]
      .reverse()
      .map((c) => letter(27 - pos(c)))
      .join(''),
];

const FAMILIES: Array<(n: number) => number> = [
  (n) => n * n,
  (n) => n ** 3,
  (n) => n * n + 1,
  (n) => n * n - 1,
  (n) => n ** 3 + 1,
  (n) => n ** 3 - 1,
  (n) => n ** 3 - n,
  (n) => n * (n + 1),
  (n) => n * n + n + 1,
  (n) => 2 * n * n + 1,
];

describe('reasoning answers: series, coding, analogies, classification', () => {
  it('number series: every fitting rule predicts the marked term', () => {
    for (const q of ofTopic('Number Series')) {
      const terms = lastLine(q.questionTextEnglish).replace(', ?', '').split(', ').map(Number);
      const predicted = new Set(seriesPredictions(terms));
      expect([...predicted], q.questionTextEnglish).toEqual([Number(correctOption(q))]);
    }
  });

  it('letter series: each letter position moves by a constant step to the marked cluster', () => {
    for (const q of ofTopic('Letter Series')) {
      const tokens = lastLine(q.questionTextEnglish).replace(', ?', '').split(', ');
      expect(nextCluster(tokens), q.questionTextEnglish).toBe(correctOption(q));
    }
  });

  it('coding-decoding: every letter rule that turns the example into its code gives the marked code', () => {
    for (const q of ofTopic('Coding-Decoding')) {
      const text = q.questionTextEnglish;
      const sum = text.match(
        /^In a certain code language, (\w+) is coded as (\d+)\. How will (\w+) be coded/,
      );
      if (sum) {
        const total = (w: string) => [...w].reduce((s, c) => s + pos(c), 0);
        expect(total(sum[1] as string)).toBe(Number(sum[2]));
        expect(correctOption(q), text).toBe(String(total(sum[3] as string)));
        continue;
      }
      const [, ex, code, target] =
        text.match(/^In a certain code language, (\w+) is written as (\w+)\. How will (\w+)/) ?? [];
      const answers = new Set(
        CODE_RULES.filter((r) => r(ex as string) === code).map((r) => r(target as string)),
      );
      expect([...answers], text).toEqual([correctOption(q)]);
    }
  });

  it('analogies: the marked option fits the example and no other option does', () => {
    for (const q of ofTopic('Analogy')) {
      const [a, b, c] = lastLine(q.questionTextEnglish)
        .replace(' : ?', '')
        .split(/ : | :: /);
      const others = optionsOf(q).filter((o) => o !== correctOption(q));
      if (/^\d+$/.test(a ?? '')) {
        const [x, y, z] = [Number(a), Number(b), Number(c)];
        const fits = FAMILIES.filter((f) => f(x) === y).map((f) => f(z));
        if (y % x === 0) fits.push((y / x) * z);
        fits.push(y - x + z);
        expect(fits, q.questionTextEnglish).toContain(Number(correctOption(q)));
        for (const o of others) expect(fits, q.questionTextEnglish).not.toContain(Number(o));
        continue;
      }
      const groups = RELATIONS.filter((r) => r.pairs.some(([p, s]) => p.en === a && s.en === b));
      const fits = (o: string) => groups.some((r) => r.pairs.some(([p, s]) => p.en === c && s.en === o));
      expect(fits(correctOption(q)), q.questionTextEnglish).toBe(true);
      for (const o of others) expect(fits(o), q.questionTextEnglish).toBe(false);
    }
  });

  it('classification: the marked option is the only outlier', () => {
    const isPrime = (n: number) =>
      n > 1 && [...Array(n).keys()].slice(2).every((d) => d * d > n || n % d !== 0);
    const props = [
      isPrime,
      (n: number) => Number.isInteger(Math.sqrt(n)),
      (n: number) => Number.isInteger(Math.round(Math.cbrt(n))) && Math.round(Math.cbrt(n)) ** 3 === n,
      ...[2, 3, 5, 7, 11].map((d) => (n: number) => n % d === 0),
    ];
    for (const q of ofTopic('Classification')) {
      const opts = optionsOf(q);
      const marked = correctOption(q);
      if (opts.every((o) => /^\d+$/.test(o))) {
        const values = opts.map(Number);
        const outliers = new Set<number>();
        for (const p of props) {
          const having = values.filter(p);
          if (having.length === 1) outliers.add(having[0] as number);
          if (having.length === 3) outliers.add(values.find((v) => !p(v)) as number);
        }
        expect([...outliers], q.explanationEnglish ?? '').toEqual([Number(marked)]);
      } else if (opts.every((o) => /^\(\d+, \d+\)$/.test(o))) {
        const rules = [(n: number) => n * n, (n: number) => n ** 3, (n: number) => n * n + 1];
        const fitsRule = (o: string, r: (n: number) => number) => {
          const [x, y] = (o.match(/\d+/g) ?? []).map(Number);
          return r(x as number) === y;
        };
        const rule = rules.find((r) => opts.filter((o) => fitsRule(o, r)).length === 3);
        expect(rule, opts.join(' ')).toBeDefined();
        expect(opts.filter((o) => !fitsRule(o, rule as (n: number) => number))).toEqual([marked]);
      } else if (opts.every((o) => /^[A-Z]{3}$/.test(o))) {
        const gaps = (o: string) =>
          `${pos(o[1] as string) - pos(o[0] as string)},${pos(o[2] as string) - pos(o[1] as string)}`;
        const shared = opts.filter((o) => o !== marked).map(gaps);
        expect(new Set(shared).size, opts.join(' ')).toBe(1);
        expect(gaps(marked)).not.toBe(shared[0]);
      }
    }
  });
});
