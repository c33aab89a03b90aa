import { gcd, wrongTexts, years } from '../numeric';
import { type Template, t } from '../question-draft';
import { NAME_PAIRS, quant } from './quant-draft';

/** "3k" but "k" for a coefficient of 1. */
const times = (c: number, v: string) => `${c === 1 ? '' : c}${v}`;

const TOPIC = 'Problems on Ages';

export const agesTemplates: Template[] = [
  {
    name: 'quant/ages/ratio-and-sum',
    count: 7,
    make: (rng) => {
      const [x, y] = rng.pick(NAME_PAIRS);
      const a = rng.int(2, 9);
      const b = rng.int(1, 9);
      const k = rng.int(2, 8);
      if (a === b || gcd(a, b) !== 1) return null;
      const [ageX, ageY] = [a * k, b * k];
      return quant(TOPIC, 'EASY', {
        question: t(
          `The ages of ${x.en} and ${y.en} are in the ratio ${a} : ${b}. The sum of their ages is ${ageX + ageY} years. What is ${x.en}'s age?`,
          `${x.hi} और ${y.hi} की आयु का अनुपात ${a} : ${b} है। उनकी आयु का योग ${ageX + ageY} वर्ष है। ${x.hi} की आयु कितनी है?`,
        ),
        answer: years(ageX),
        wrong: wrongTexts(ageX, [ageY, (ageX + ageY) / 2, ageX + k], 2, years),
        explanation: t(
          `${x.en}'s age = ${ageX + ageY} × ${a}/(${a} + ${b}) = ${ageX} years.`,
          `${x.hi} की आयु = ${ageX + ageY} × ${a}/(${a} + ${b}) = ${ageX} वर्ष।`,
        ),
      });
    },
  },
  {
    name: 'quant/ages/times-as-old',
    count: 7,
    make: (rng) => {
      const [x, y] = rng.pick(NAME_PAIRS);
      const b = rng.int(4, 20);
      const k = rng.int(2, 5);
      const n = rng.int(2, 20);
      const m = (k * b + n) / (b + n);
      if (!Number.isInteger(m) || m < 2 || m === k) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `${x.en} is ${k} times as old as ${y.en}. After ${n} years, ${x.en} will be ${m} times as old as ${y.en}. What is ${y.en}'s present age?`,
          `${x.hi} की आयु ${y.hi} की आयु की ${k} गुनी है। ${n} वर्ष बाद ${x.hi} की आयु ${y.hi} की आयु की ${m} गुनी होगी। ${y.hi} की वर्तमान आयु क्या है?`,
        ),
        answer: years(b),
        wrong: wrongTexts(b, [k * b, b + n, n], 2, years),
        explanation: t(
          `Let ${y.en}'s age be y. Then ${k}y + ${n} = ${m}(y + ${n}) ⇒ ${times(k - m, 'y')} = ${m * n - n} ⇒ y = ${b} years.`,
          `मान लीजिए ${y.hi} की आयु y है। तब ${k}y + ${n} = ${m}(y + ${n}) ⇒ ${times(k - m, 'y')} = ${m * n - n} ⇒ y = ${b} वर्ष।`,
        ),
      });
    },
  },
  {
    name: 'quant/ages/ratio-after-years',
    count: 8,
    make: (rng) => {
      const [x, y] = rng.pick(NAME_PAIRS);
      const a = rng.int(2, 9);
      const b = rng.int(1, 9);
      const k = rng.int(2, 8);
      const n = rng.int(2, 16);
      if (a === b || gcd(a, b) !== 1) return null;
      const [ax, by] = [a * k + n, b * k + n];
      const g = gcd(ax, by);
      const [c, d] = [ax / g, by / g];
      if (c > 20 || d > 20 || c * b === d * a) return null;
      return quant(TOPIC, 'HARD', {
        question: t(
          `The present ages of ${x.en} and ${y.en} are in the ratio ${a} : ${b}. After ${n} years, the ratio will be ${c} : ${d}. What is ${x.en}'s present age?`,
          `${x.hi} और ${y.hi} की वर्तमान आयु का अनुपात ${a} : ${b} है। ${n} वर्ष बाद यह अनुपात ${c} : ${d} हो जाएगा। ${x.hi} की वर्तमान आयु क्या है?`,
        ),
        answer: years(a * k),
        wrong: wrongTexts(a * k, [b * k, a * k + n, c * k], 2, years),
        explanation: t(
          `Let the ages be ${times(a, 'k')} and ${times(b, 'k')}. (${times(a, 'k')} + ${n})/(${times(b, 'k')} + ${n}) = ${c}/${d} ⇒ ${d}(${times(a, 'k')} + ${n}) = ${c}(${times(b, 'k')} + ${n}) ⇒ k = ${k}. So ${x.en}'s age = ${a} × ${k} = ${a * k} years.`,
          `मान लीजिए आयु ${times(a, 'k')} और ${times(b, 'k')} है। (${times(a, 'k')} + ${n})/(${times(b, 'k')} + ${n}) = ${c}/${d} ⇒ ${d}(${times(a, 'k')} + ${n}) = ${c}(${times(b, 'k')} + ${n}) ⇒ k = ${k}। अतः ${x.hi} की आयु = ${a} × ${k} = ${a * k} वर्ष।`,
        ),
      });
    },
  },
  {
    name: 'quant/ages/father-son',
    count: 7,
    make: (rng) => {
      const son = rng.int(8, 25);
      const n = rng.int(2, 7);
      const k = rng.int(3, 6);
      if (son - n < 2) return null;
      const father = k * (son - n) + n;
      if (father < 26 || father > 75) return null;
      const sum = father + son;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `The sum of the present ages of a father and his son is ${sum} years. ${n} years ago, the father's age was ${k} times the son's age. What is the son's present age?`,
          `एक पिता और उसके पुत्र की वर्तमान आयु का योग ${sum} वर्ष है। ${n} वर्ष पहले पिता की आयु पुत्र की आयु की ${k} गुनी थी। पुत्र की वर्तमान आयु क्या है?`,
        ),
        answer: years(son),
        wrong: wrongTexts(son, [son - n, son + n, sum / (k + 1)], 1, years),
        explanation: t(
          `Let the son's age be s; the father's is ${sum} − s. Then ${sum} − s − ${n} = ${k}(s − ${n}) ⇒ ${sum - n + k * n} = ${k + 1}s ⇒ s = ${son} years.`,
          `मान लीजिए पुत्र की आयु s है; पिता की आयु ${sum} − s है। तब ${sum} − s − ${n} = ${k}(s − ${n}) ⇒ ${sum - n + k * n} = ${k + 1}s ⇒ s = ${son} वर्ष।`,
        ),
      });
    },
  },
];
