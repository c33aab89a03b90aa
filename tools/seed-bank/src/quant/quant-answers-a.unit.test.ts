import { describe, expect, it } from 'vitest';
import { correctOption } from '../question-options';
import { quantQuestions } from './index';

/**
 * Re-solves every generated question from its English text with separately written
 * arithmetic (never the generator's formulas where a different route exists), then checks
 * the marked option says exactly that.
 */
const show = (n: number) => String(Math.round(n * 100) / 100);
const num = (s: string | undefined) => Number(s);
const change = (pct: number, up: string, down: string) =>
  pct >= 0 ? `${show(pct)}% ${up}` : `${show(-pct)}% ${down}`;

type Check = [RegExp, (m: string[]) => string];

const CHECKS: Check[] = [
  [/^What is (\d+)% of (\d+)\?$/, ([, p, n]) => show((num(n) / 100) * num(p))],
  [/^What percentage of (\d+) is (\d+)\?$/, ([, whole, part]) => `${show((num(part) / num(whole)) * 100)}%`],
  [
    /^If (\d+)% of a number is (\d+), what is the number\?$/,
    ([, p, part]) => show(num(part) / (num(p) / 100)),
  ],
  [
    /^The population of a town is (\d+)\. It increases by (\d+)% every year\./,
    ([, p, r]) => {
      let pop = num(p);
      for (let y = 0; y < 2; y++) pop += (pop * num(r)) / 100;
      return show(pop);
    },
  ],
  [
    /^A number is first increased by (\d+)% and then decreased by (\d+)%\./,
    ([, a, b]) => change(100 * (1 + num(a) / 100) * (1 - num(b) / 100) - 100, 'increase', 'decrease'),
  ],
  [
    /^\w+'s salary is ([\d.]+)% (more|less) than \w+'s\./,
    ([, p, dir]) => {
      const other = 100;
      const mine = dir === 'more' ? other + num(p) : other - num(p);
      return `${show((Math.abs(mine - other) / mine) * 100)}%`;
    },
  ],
  [
    /^An article bought for ₹(\d+) is sold at a (profit|loss) of (\d+)%\./,
    ([, cp, kind, p]) => `₹${show(num(cp) + ((kind === 'profit' ? 1 : -1) * num(cp) * num(p)) / 100)}`,
  ],
  [
    /^A shopkeeper buys an article for ₹(\d+) and sells it for ₹(\d+)\./,
    ([, cp, sp]) => change(((num(sp) - num(cp)) / num(cp)) * 100, 'profit', 'loss'),
  ],
  [
    /^The cost price of (\d+) articles is equal to the selling price of (\d+) articles\./,
    ([, a, b]) => change(((1 / num(b) - 1 / num(a)) / (1 / num(a))) * 100, 'profit', 'loss'),
  ],
  [
    /^By selling an article for ₹(\d+), a man loses (\d+)%\. At what price should he sell it to gain (\d+)%\?$/,
    ([, s, l, g]) => `₹${show((num(s) / (1 - num(l) / 100)) * (1 + num(g) / 100))}`,
  ],
  [
    /^A man sells two articles for ₹(\d+) each\. On one he gains (\d+)% and on the other he loses (\d+)%\./,
    ([, s, up, down]) => {
      const cost = num(s) / (1 + num(up) / 100) + num(s) / (1 - num(down) / 100);
      return change(((2 * num(s) - cost) / cost) * 100, 'profit', 'loss');
    },
  ],
  [
    /^The marked price of a .+ is ₹(\d+)\. A discount of (\d+)% is given on it\./,
    ([, mp, d]) => `₹${show(num(mp) - (num(mp) * num(d)) / 100)}`,
  ],
  [
    /^Two successive discounts of (\d+)% and (\d+)% are equivalent to a single discount of:$/,
    ([, a, b]) => `${show(100 - 100 * (1 - num(a) / 100) * (1 - num(b) / 100))}%`,
  ],
  [
    /^A shopkeeper marks his goods (\d+)% above the cost price and allows a discount of (\d+)%\./,
    ([, x, y]) => change(100 * (1 + num(x) / 100) * (1 - num(y) / 100) - 100, 'profit', 'loss'),
  ],
  [
    /^The cost price of an article is ₹(\d+)\. The shopkeeper wants a profit of (\d+)% even after allowing a discount of ([\d.]+)%\./,
    ([, cp, g, d]) => `₹${show((num(cp) * (1 + num(g) / 100)) / (1 - num(d) / 100))}`,
  ],
  [
    /^Find the simple interest on ₹(\d+) at (\d+)% per annum for (\d+) years\.$/,
    ([, p, r, n]) => `₹${show(num(p) * (num(r) / 100) * num(n))}`,
  ],
  [
    /^A sum of ₹(\d+) amounts to ₹([\d.]+) in (\d+) years at simple interest\./,
    ([, p, a, n]) => `${show(((num(a) - num(p)) / num(p) / num(n)) * 100)}%`,
  ],
  [
    /^A sum of money doubles itself in (\d+) years at simple interest\. In how many years will it become (three|four|five) times itself\?$/,
    ([, n, k]) =>
      `${show((({ three: 3, four: 4, five: 5 }[k as 'three'] - 1) * 100) / (100 / num(n)))} years`,
  ],
  [
    /^Find the compound interest on ₹(\d+) for 2 years at (\d+)% per annum/,
    ([, p, r]) => {
      let a = num(p);
      for (let y = 0; y < 2; y++) a += (a * num(r)) / 100;
      return `₹${show(a - num(p))}`;
    },
  ],
  [
    /^What is the compound interest on ₹(\d+) for 3 years at (\d+)% per annum/,
    ([, p, r]) => {
      let a = num(p);
      for (let y = 0; y < 3; y++) a += (a * num(r)) / 100;
      return `₹${show(a - num(p))}`;
    },
  ],
  [
    /^The difference between the compound interest and the simple interest on a certain sum for 2 years at (\d+)% per annum is ₹(\d+)\./,
    ([, r, d]) => {
      const perRupee = (1 + num(r) / 100) ** 2 - 1 - (2 * num(r)) / 100;
      return `₹${show(num(d) / perRupee)}`;
    },
  ],
];

const TOPICS = new Set(['Percentage', 'Profit and Loss', 'Discount', 'Simple Interest', 'Compound Interest']);

describe('quantitative answers: percentage, profit and loss, discount, interest', () => {
  const questions = quantQuestions().filter((q) => TOPICS.has(q.topicTags[0] ?? ''));

  it('covers every question of these chapters with exactly one independent check', () => {
    expect(questions.length).toBeGreaterThan(100);
    for (const q of questions) {
      expect(
        CHECKS.filter(([re]) => re.test(q.questionTextEnglish)),
        q.questionTextEnglish,
      ).toHaveLength(1);
    }
  });

  it('marks the option that the independent calculation gives', () => {
    for (const q of questions) {
      const [re, solve] = CHECKS.find(([r]) => r.test(q.questionTextEnglish)) as Check;
      const m = q.questionTextEnglish.match(re) as RegExpMatchArray;
      expect(correctOption(q), q.questionTextEnglish).toBe(solve([...m]));
    }
  });
});
