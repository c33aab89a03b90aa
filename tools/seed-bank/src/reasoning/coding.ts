import { plain, wrongTexts } from '../numeric';
import { same, type Template, t } from '../question-draft';
import { letterAt, positionOf, reason } from './reasoning-draft';

const TOPIC = 'Coding-Decoding';

/** Common words with no repeated letters, grouped by length so example and target match. */
const WORDS: Record<number, string[]> = {
  4: [
    'COLD',
    'WARM',
    'BIRD',
    'FISH',
    'LAMP',
    'DESK',
    'RAIN',
    'GOLD',
    'SHIP',
    'MILK',
    'ROAD',
    'CART',
    'WIND',
    'BOAT',
  ],
  5: [
    'PLANT',
    'CHAIR',
    'WATER',
    'LIGHT',
    'HORSE',
    'BREAD',
    'TIGER',
    'MONEY',
    'SPORT',
    'CLOUD',
    'DRINK',
    'FRUIT',
  ],
  6: ['FLOWER', 'MARKET', 'SILVER', 'GARDEN', 'TRAVEL', 'BRIDGE', 'FAMOUS', 'POCKET', 'MOTHER', 'SINGER'],
};

const shift = (word: string, k: number) =>
  word
    .split('')
    .map((c) => letterAt(positionOf(c) + k))
    .join('');
const opposite = (word: string) =>
  word
    .split('')
    .map((c) => letterAt(27 - positionOf(c)))
    .join('');
const reverse = (word: string) => word.split('').reverse().join('');
const letterSum = (word: string) => word.split('').reduce((s, c) => s + positionOf(c), 0);

const codeQuestion = (example: string, code: string, target: string) =>
  t(
    `In a certain code language, ${example} is written as ${code}. How will ${target} be written in that language?`,
    `एक निश्चित कूट भाषा में ${example} को ${code} लिखा जाता है। उसी भाषा में ${target} को कैसे लिखा जाएगा?`,
  );

const pickPair = (rng: { pick<T>(items: readonly T[]): T }) => {
  const len = rng.pick([4, 5, 6]);
  const words = WORDS[len] as string[];
  const [a, b] = [rng.pick(words), rng.pick(words)];
  return a === b ? null : [a, b];
};

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

export const codingTemplates: Template[] = [
  {
    name: 'reasoning/coding/shift',
    count: 12,
    make: (rng) => {
      const pair = pickPair(rng);
      if (!pair) return null;
      const [ex, target] = pair as [string, string];
      const k = rng.pick([1, 2, 3, -1, -2]);
      const ans = shift(target, k);
      return reason(TOPIC, k > 0 && k < 3 ? 'EASY' : 'MEDIUM', {
        question: codeQuestion(ex, shift(ex, k), target),
        answer: same(ans),
        wrong: [shift(target, k + 1), shift(target, -k), reverse(ans)].map(same),
        explanation: t(
          `Each letter is moved ${signed(k)} place(s) in the alphabet: ${ex} → ${shift(ex, k)}. So ${target} → ${ans}.`,
          `प्रत्येक अक्षर को वर्णमाला में ${signed(k)} स्थान खिसकाया गया है: ${ex} → ${shift(ex, k)}। अतः ${target} → ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/coding/reverse-and-shift',
    count: 10,
    make: (rng) => {
      const pair = pickPair(rng);
      if (!pair) return null;
      const [ex, target] = pair as [string, string];
      const k = rng.pick([1, 2, -1]);
      const ans = shift(reverse(target), k);
      return reason(TOPIC, 'HARD', {
        question: codeQuestion(ex, shift(reverse(ex), k), target),
        answer: same(ans),
        wrong: [shift(target, k), shift(reverse(target), -k), shift(reverse(target), k + 1)].map(same),
        explanation: t(
          `The word is written in reverse order and then each letter is moved ${signed(k)}: ${ex} → ${reverse(ex)} → ${shift(reverse(ex), k)}. Likewise ${target} → ${reverse(target)} → ${ans}.`,
          `शब्द को उल्टे क्रम में लिखकर प्रत्येक अक्षर को ${signed(k)} खिसकाया गया है: ${ex} → ${reverse(ex)} → ${shift(reverse(ex), k)}। इसी प्रकार ${target} → ${reverse(target)} → ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/coding/opposite-letters',
    count: 8,
    make: (rng) => {
      const pair = pickPair(rng);
      if (!pair) return null;
      const [ex, target] = pair as [string, string];
      const ans = opposite(target);
      return reason(TOPIC, 'HARD', {
        question: codeQuestion(ex, opposite(ex), target),
        answer: same(ans),
        wrong: [shift(ans, 1), reverse(ans), shift(target, 1)].map(same),
        explanation: t(
          `Each letter is replaced by its opposite letter (A↔Z, B↔Y, C↔X, …; positions add up to 27): ${ex} → ${opposite(ex)}. So ${target} → ${ans}.`,
          `प्रत्येक अक्षर को उसके विपरीत अक्षर से बदला गया है (A↔Z, B↔Y, C↔X, …; स्थानों का योग 27): ${ex} → ${opposite(ex)}। अतः ${target} → ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/coding/letter-sum',
    count: 8,
    make: (rng) => {
      const pair = pickPair(rng);
      if (!pair) return null;
      const [ex, target] = pair as [string, string];
      const ans = letterSum(target);
      const parts = (w: string) => w.split('').map(positionOf).join(' + ');
      return reason(TOPIC, 'MEDIUM', {
        question: t(
          `In a certain code language, ${ex} is coded as ${letterSum(ex)}. How will ${target} be coded in that language?`,
          `एक निश्चित कूट भाषा में ${ex} को ${letterSum(ex)} लिखा जाता है। उसी भाषा में ${target} को कैसे लिखा जाएगा?`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [ans + target.length, ans - 2, letterSum(ex) + 1], 3, plain),
        explanation: t(
          `The code is the sum of the letters' positions in the alphabet: ${ex} = ${parts(ex)} = ${letterSum(ex)}. So ${target} = ${parts(target)} = ${ans}.`,
          `कूट अक्षरों के वर्णमाला-स्थानों का योग है: ${ex} = ${parts(ex)} = ${letterSum(ex)}। अतः ${target} = ${parts(target)} = ${ans}।`,
        ),
      });
    },
  },
];
