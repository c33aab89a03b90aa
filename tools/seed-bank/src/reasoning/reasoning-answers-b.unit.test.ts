import { describe, expect, it } from 'vitest';
import { correctOption } from '../question-options';
import { reasoningQuestions } from './index';

/**
 * Re-derives direction, calendar, clock, ranking, symbol and alphabet items from their
 * English text: walks are simulated, dates go through JavaScript's Date, expressions through
 * a separate evaluator.
 */
const bank = reasoningQuestions();
const ofTopic = (topic: string) => bank.filter((q) => q.topicTags[0] === topic);
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const dayOf = (text: string) => {
  const [d, m, y] = text.split(' ');
  return DAYS[new Date(Date.UTC(Number(y), MONTHS.indexOf(m as string), Number(d))).getUTCDay()];
};
const show = (n: number) => String(Math.round(n * 100) / 100);

describe('reasoning answers: directions, calendar, clock, ranking, symbols, alphabet', () => {
  it('direction sense: simulating the walk gives the marked distance or direction', () => {
    const vectors: Record<string, [number, number]> = {
      North: [0, 1],
      East: [1, 0],
      South: [0, -1],
      West: [-1, 0],
    };
    const order = ['North', 'East', 'South', 'West'];
    for (const q of ofTopic('Direction Sense')) {
      const text = q.questionTextEnglish;
      const [, first, start] = text.match(/walks (\d+) km towards (\w+)\./) ?? [];
      let heading = order.indexOf(start as string);
      let [x, y] = [
        Number(first) * (vectors[start as string]?.[0] ?? 0),
        Number(first) * (vectors[start as string]?.[1] ?? 0),
      ];
      for (const [, turn, d] of text.matchAll(/turns (right|left) and walks (\d+) km/g)) {
        heading = (heading + (turn === 'right' ? 1 : 3)) % 4;
        const [dx, dy] = vectors[order[heading] as string] as [number, number];
        [x, y] = [x + dx * Number(d), y + dy * Number(d)];
      }
      if (text.endsWith('How far is he from his house now?')) {
        expect(correctOption(q), text).toBe(`${Math.hypot(x, y)} km`);
      } else {
        const ns = y > 0 ? 'North' : y < 0 ? 'South' : '';
        const ew = x > 0 ? 'East' : x < 0 ? 'West' : '';
        expect(correctOption(q), text).toBe([ns, ew].filter(Boolean).join('-'));
      }
    }
  });

  it('calendar: the premise is a true date and the marked day is what the calendar says', () => {
    for (const q of ofTopic('Calendar')) {
      const text = q.questionTextEnglish;
      const after = text.match(/^If today is (\w+), what day of the week will it be after (\d+) days\?$/);
      if (after) {
        expect(correctOption(q), text).toBe(DAYS[(DAYS.indexOf(after[1] as string) + Number(after[2])) % 7]);
        continue;
      }
      const dates = [...text.matchAll(/(\d{1,2} [A-Z][a-z]+ \d{4})/g)].map((m) => m[1] as string);
      const premise = text.match(/(?:was|If \d{1,2} [A-Z][a-z]+ \d{4} was) an? (\w+day)/);
      if (dates.length === 2) expect(premise?.[1], text).toBe(dayOf(dates[0] as string));
      expect(correctOption(q), text).toBe(dayOf(dates.at(-1) as string));
    }
  });

  it('clock: the marked angle or time is what the hands give', () => {
    const angle = (h: number, m: number) => {
      const diff = Math.abs((h % 12) * 30 + m * 0.5 - m * 6);
      return Math.min(diff, 360 - diff);
    };
    for (const q of ofTopic('Clock')) {
      const text = q.questionTextEnglish;
      const atHour = text.match(/at (\d+) o'clock\?$/);
      const atTime = text.match(/at (\d+):(\d+)\?$/);
      if (atHour) expect(correctOption(q), text).toBe(`${angle(Number(atHour[1]), 0)}°`);
      else if (atTime)
        expect(correctOption(q), text).toBe(`${show(angle(Number(atTime[1]), Number(atTime[2])))}°`);
      else {
        const [, h, kind] =
          text.match(
            /between (\d+) and \d+ o'clock will the hands of a clock be (together|in a straight line)/,
          ) ?? [];
        const [, whole, n] = correctOption(q).match(/^(\d+)(?: (\d+)\/11)? minutes past/) ?? [];
        const minutes = Number(whole) + Number(n ?? 0) / 11;
        expect(angle(Number(h), minutes), text).toBeCloseTo(kind === 'together' ? 0 : 180, 6);
      }
    }
  });

  it('ranking: positions counted on an explicit row give the marked number', () => {
    const ord = (s: string | undefined) => Number.parseInt(s ?? '', 10);
    for (const q of ofTopic('Order and Ranking')) {
      const text = q.questionTextEnglish;
      const nums = [...text.matchAll(/(\d+)(?:st|nd|rd|th)?/g)].map((m) => ord(m[1]));
      let expected: number;
      if (text.includes('position from the right end')) {
        const [n, k] = nums as [number, number];
        const row = Array.from({ length: n }, (_, i) => i + 1);
        expected = row.reverse().indexOf(k) + 1;
      } else if (text.includes('from the top')) {
        const [top, bottom] = nums as [number, number];
        expected = top + bottom - 1;
      } else if (text.includes('between them')) {
        const [n, left, right] = nums as [number, number, number];
        const row = Array.from({ length: n }, (_, i) => i + 1);
        const other = n - right + 1;
        expected = row.filter((p) => p > Math.min(left, other) && p < Math.max(left, other)).length;
      } else {
        const [, fromRight, newLeft] = nums as [number, number, number];
        expected = newLeft + fromRight - 1;
      }
      expect(correctOption(q), text).toBe(String(expected));
    }
  });

  it('mathematical operations: substituting the signs and evaluating gives the marked value', () => {
    const apply = (a: number, op: string, b: number) =>
      op === '+' ? a + b : op === '−' ? a - b : op === '×' ? a * b : a / b;
    const evaluate = (tokens: string[]) => {
      const stack: Array<number | string> = [Number(tokens[0])];
      for (let i = 1; i < tokens.length; i += 2) {
        const op = tokens[i] as string;
        const n = Number(tokens[i + 1]);
        if (op === '×' || op === '÷') stack.push(apply(stack.pop() as number, op, n));
        else stack.push(op, n);
      }
      let acc = stack[0] as number;
      for (let i = 1; i < stack.length; i += 2) acc = apply(acc, stack[i] as string, stack[i + 1] as number);
      return acc;
    };
    for (const q of ofTopic('Mathematical Operations')) {
      const text = q.questionTextEnglish;
      const meaning = new Map(
        [...text.matchAll(/'?([A-D+−×÷])'? means '([+−×÷])'/g)].map((m) => [m[1], m[2]]),
      );
      const expr = (text.match(/value of (.+)\?$/)?.[1] ?? '').split(' ');
      const tokens = expr.map((t, i) => (i % 2 === 1 ? (meaning.get(t) ?? '?') : t));
      expect(correctOption(q), text).toBe(String(evaluate(tokens)));
    }
  });

  it('alphabet: letter positions and dictionary order match the marked option', () => {
    const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const q of ofTopic('Alphabet Test')) {
      const text = q.questionTextEnglish;
      const m = text.match(
        /^Which letter is (\d+)\w\w to the (right|left) of the (\d+)\w\w letter from the (left|right) end/,
      );
      if (m) {
        const base = m[4] === 'left' ? Number(m[3]) : 27 - Number(m[3]);
        const p = m[2] === 'right' ? base + Number(m[1]) : base - Number(m[1]);
        expect(correctOption(q), text).toBe(AZ[p - 1]);
        continue;
      }
      const words = [...text.matchAll(/^\d+\. (\w+)$/gm)].map((w) => w[1] as string);
      const sorted = [...words].sort((a, b) => a.localeCompare(b, 'en'));
      expect(correctOption(q), text).toBe(sorted.map((w) => words.indexOf(w) + 1).join(', '));
    }
  });
});
