import { describe, expect, it } from 'vitest';
import { correctOption } from '../question-options';
import { quantQuestions } from './index';

/** Independent re-solving of ratio, average, work and motion items (see quant-answers-a). */
const show = (n: number) => String(Math.round(n * 100) / 100);
const num = (s: string | undefined) => Number(s);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const harmonic = (...times: number[]) => 1 / times.reduce((s, x) => s + 1 / x, 0);
const mps = (kmph: number) => (kmph * 1000) / 3600;

type Check = [RegExp, (m: string[]) => string];

const CHECKS: Check[] = [
  [
    /^₹(\d+) is divided between \w+ and \w+ in the ratio (\d+) : (\d+)\. What is \w+'s share\?$/,
    ([, total, a, b]) => `₹${show((num(total) / (num(a) + num(b))) * num(b))}`,
  ],
  [
    /^If A : B = (\d+) : (\d+) and B : C = (\d+) : (\d+), then A : B : C is:$/,
    ([, a, b, c, d]) => {
      // Scale so that B is the same whole number in both ratios, then reduce.
      const B = (num(b) * num(c)) / gcd(num(b), num(c));
      const parts = [(num(a) * B) / num(b), B, (num(d) * B) / num(c)];
      const g = parts.reduce(gcd);
      return parts.map((x) => x / g).join(' : ');
    },
  ],
  [
    /^Find the fourth proportional to (\d+), (\d+) and (\d+)\.$/,
    ([, a, b, c]) => show((num(c) / num(a)) * num(b)),
  ],
  [/^Find the mean proportional between (\d+) and (\d+)\.$/, ([, a, b]) => show(Math.sqrt(num(a) * num(b)))],
  [
    /^What number must be added to each of (\d+) and (\d+) so that the resulting numbers are in the ratio (\d+) : (\d+)\?$/,
    ([, a, b, c, d]) => {
      for (let x = 0; x < 10_000; x++) if ((num(a) + x) * num(d) === (num(b) + x) * num(c)) return String(x);
      return 'none';
    },
  ],
  [
    /^The incomes of \w+ and \w+ are in the ratio (\d+) : (\d+) and their expenditures are in the ratio (\d+) : (\d+)\. If each of them saves ₹(\d+),/,
    ([, a, b, c, d, s]) => {
      // Cramer's rule on a·u − c·v = S, b·u − d·v = S.
      const det = num(a) * -num(d) - -num(c) * num(b);
      const u = (num(s) * -num(d) - -num(c) * num(s)) / det;
      return `₹${show(num(a) * u)}`;
    },
  ],
  [
    /^Find the average of ([\d, ]+) and (\d+)\.$/,
    ([, list, last]) => {
      const nums = [...(list ?? '').split(', ').map(Number), num(last)];
      return show(nums.reduce((s, x) => s + x, 0) / nums.length);
    },
  ],
  [
    /^What is the average of the first (\d+) (natural|odd|even) numbers\?$/,
    ([, n, kind]) => {
      const term = (i: number) => (kind === 'natural' ? i + 1 : kind === 'odd' ? 2 * i + 1 : 2 * i + 2);
      let sum = 0;
      for (let i = 0; i < num(n); i++) sum += term(i);
      return show(sum / num(n));
    },
  ],
  [
    /^The average of (\d+) numbers is (\d+)\. If one number is removed, the average of the remaining numbers becomes (\d+)\./,
    ([, n, a, b]) => show(num(n) * num(a) - (num(n) - 1) * num(b)),
  ],
  [
    /^A batsman has an average of (\d+) runs after (\d+) innings\. How many runs must he score in the next innings to raise his average to (\d+)\?$/,
    ([, a, n, b]) => show((num(n) + 1) * num(b) - num(n) * num(a)),
  ],
  [
    /^The average age of (\d+) students in a class is (\d+) years\. When the teacher's age is included, the average increases by (1 year|6 months)\./,
    ([, n, a, inc]) =>
      `${show((num(n) + 1) * (num(a) + (inc === '1 year' ? 1 : 0.5)) - num(n) * num(a))} years`,
  ],
  [
    /^The average of 11 results is (\d+)\. The average of the first six results is (\d+) and that of the last six is (\d+)\./,
    ([, all, first, last]) => show(6 * num(first) + 6 * num(last) - 11 * num(all)),
  ],
  [
    /^A can finish a piece of work in (\d+) days and B can finish it in (\d+) days\./,
    ([, a, b]) => `${show(harmonic(num(a), num(b)))} days`,
  ],
  [
    /^(\d+) men can complete a work in (\d+) days\. In how many days will (\d+) men complete the same work\?$/,
    ([, m1, d1, m2]) => `${show((num(m1) * num(d1)) / num(m2))} days`,
  ],
  [
    /^A and B together can do a work in (\d+) days\. A alone can do it in (\d+) days\./,
    ([, both, a]) => `${show(1 / (1 / num(both) - 1 / num(a)))} days`,
  ],
  [
    /^A is (twice|three times) as efficient as B\. Working together, they finish a work in (\d+) days\./,
    ([, k, t]) => {
      const rateA = k === 'twice' ? 2 : 3;
      return `${show(((rateA + 1) * num(t)) / rateA)} days`;
    },
  ],
  [
    /^A can do a work in (\d+) days and B in (\d+) days\. They work together for (\d+) days, after which A leaves\./,
    ([, a, b, k]) => `${show((1 - num(k) * (1 / num(a) + 1 / num(b))) * num(b))} days`,
  ],
  [
    /^Two pipes can fill a tank in (\d+) hours and (\d+) hours respectively\./,
    ([, a, b]) => `${show(harmonic(num(a), num(b)))} hours`,
  ],
  [
    /^A pipe can fill a tank in (\d+) hours and another pipe can empty the full tank in (\d+) hours\./,
    ([, a, b]) => `${show(1 / (1 / num(a) - 1 / num(b)))} hours`,
  ],
  [/^Express a speed of (\d+) km\/h in metres per second\.$/, ([, v]) => `${show(mps(num(v)))} m/s`],
  [
    /^A bus travels at a uniform speed of (\d+) km\/h\. How long will it take to cover (\d+) km\?$/,
    ([, v, d]) => `${show(num(d) / num(v))} hours`,
  ],
  [
    /^A train (\d+) m long is running at (\d+) km\/h\. In how many seconds will it cross a pole\?$/,
    ([, l, v]) => `${show(num(l) / mps(num(v)))} seconds`,
  ],
  [
    /^A train (\d+) m long runs at (\d+) km\/h\. How many seconds will it take to cross a platform (\d+) m long\?$/,
    ([, l, v, p]) => `${show((num(l) + num(p)) / mps(num(v)))} seconds`,
  ],
  [
    /^A man travels from town P to town Q at (\d+) km\/h and returns by the same route at (\d+) km\/h\./,
    ([, u, w]) => {
      const distance = 120;
      return `${show((2 * distance) / (distance / num(u) + distance / num(w)))} km/h`;
    },
  ],
  [
    /^Two trains (\d+) m and (\d+) m long are running (in opposite directions|in the same direction) on parallel tracks at (\d+) km\/h and (\d+) km\/h\./,
    ([, l1, l2, dir, v1, v2]) => {
      const rel = dir === 'in opposite directions' ? num(v1) + num(v2) : Math.abs(num(v1) - num(v2));
      return `${show((num(l1) + num(l2)) / mps(rel))} seconds`;
    },
  ],
  [
    /^A boat covers (\d+) km downstream in (\d+) hours and (\d+) km upstream in (\d+) hours\. What is the speed of the (boat in still water|stream)\?$/,
    ([, down, t1, up, t2, what]) => {
      const [d, u] = [num(down) / num(t1), num(up) / num(t2)];
      return `${show(what === 'stream' ? (d - u) / 2 : (d + u) / 2)} km/h`;
    },
  ],
];

const TOPICS = new Set(['Ratio and Proportion', 'Averages', 'Time and Work', 'Time and Distance']);

describe('quantitative answers: ratio, averages, work, time and distance', () => {
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
