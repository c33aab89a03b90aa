import { fmt, isClean, percent, plain, wrongTexts } from '../numeric';
import { type Template, type Text, t } from '../question-draft';
import { NAME_PAIRS, quant } from './quant-draft';

const TOPIC = 'Percentage';

const change = (n: number): Text =>
  n >= 0 ? t(`${fmt(n)}% increase`, `${fmt(n)}% वृद्धि`) : t(`${fmt(-n)}% decrease`, `${fmt(-n)}% कमी`);

export const percentageTemplates: Template[] = [
  {
    name: 'quant/percentage/percent-of',
    count: 9,
    make: (rng) => {
      const p = rng.pick([5, 10, 15, 20, 25, 30, 40, 60, 75]);
      const n = rng.step(40, 900, 20);
      const ans = (n * p) / 100;
      return quant(TOPIC, 'EASY', {
        question: t(`What is ${p}% of ${n}?`, `${n} का ${p}% कितना है?`),
        answer: plain(ans),
        wrong: wrongTexts(ans, [(n * p) / 10, (n * (100 - p)) / 100, (n * p) / 1000], 5, plain),
        explanation: t(
          `${p}% of ${n} = ${n} × ${p}/100 = ${fmt(ans)}.`,
          `${n} का ${p}% = ${n} × ${p}/100 = ${fmt(ans)}।`,
        ),
      });
    },
  },
  {
    name: 'quant/percentage/what-percent',
    count: 8,
    make: (rng) => {
      const p = rng.pick([4, 5, 8, 12, 15, 16, 24, 25, 35, 45]);
      const whole = rng.step(50, 1000, 50);
      const part = (whole * p) / 100;
      if (!Number.isInteger(part)) return null;
      return quant(TOPIC, 'EASY', {
        question: t(`What percentage of ${whole} is ${part}?`, `${part}, ${whole} का कितना प्रतिशत है?`),
        answer: percent(p),
        wrong: wrongTexts(p, [100 - p, p * 2, p / 2], 5, percent),
        explanation: t(
          `Required percentage = ${part}/${whole} × 100 = ${p}%.`,
          `अभीष्ट प्रतिशत = ${part}/${whole} × 100 = ${p}%।`,
        ),
      });
    },
  },
  {
    name: 'quant/percentage/find-whole',
    count: 8,
    make: (rng) => {
      const p = rng.pick([12, 15, 16, 24, 35, 36, 45, 64, 72, 85]);
      const n = rng.step(100, 2000, 25);
      const part = (n * p) / 100;
      if (!Number.isInteger(part)) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `If ${p}% of a number is ${part}, what is the number?`,
          `यदि किसी संख्या का ${p}% ${part} है, तो वह संख्या क्या है?`,
        ),
        answer: plain(n),
        wrong: wrongTexts(n, [(part * p) / 100, (part * 100) / (100 - p), n + part], 50, plain),
        explanation: t(`Number = ${part} × 100/${p} = ${n}.`, `संख्या = ${part} × 100/${p} = ${n}।`),
      });
    },
  },
  {
    name: 'quant/percentage/population-growth',
    count: 7,
    make: (rng) => {
      const r = rng.pick([5, 10, 20, 25]);
      const start = rng.step(4000, 48000, 400);
      const end = (start * (100 + r) * (100 + r)) / 10000;
      if (!Number.isInteger(end)) return null;
      const simple = start + (start * 2 * r) / 100;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `The population of a town is ${start}. It increases by ${r}% every year. What will the population be after 2 years?`,
          `एक नगर की जनसंख्या ${start} है। यह प्रति वर्ष ${r}% बढ़ती है। 2 वर्ष बाद जनसंख्या कितनी होगी?`,
        ),
        answer: plain(end),
        wrong: wrongTexts(end, [simple, (start * (100 + r)) / 100, end + (end * r) / 100], 100, plain),
        explanation: t(
          `Population after 2 years = ${start} × (${100 + r}/100) × (${100 + r}/100) = ${end}. The growth compounds: the second year's ${r}% is on the increased population.`,
          `2 वर्ष बाद जनसंख्या = ${start} × (${100 + r}/100) × (${100 + r}/100) = ${end}। दूसरे वर्ष की ${r}% वृद्धि बढ़ी हुई जनसंख्या पर होती है।`,
        ),
      });
    },
  },
  {
    name: 'quant/percentage/successive-change',
    count: 9,
    make: (rng) => {
      const a = rng.step(10, 60, 5);
      const b = rng.step(10, 60, 5);
      if (a === b) return null;
      const net = a - b - (a * b) / 100;
      if (net === 0 || !isClean(net)) return null;
      return quant(TOPIC, 'HARD', {
        question: t(
          `A number is first increased by ${a}% and then decreased by ${b}%. What is the net percentage change?`,
          `एक संख्या को पहले ${a}% बढ़ाया जाता है और फिर ${b}% घटाया जाता है। शुद्ध प्रतिशत परिवर्तन क्या है?`,
        ),
        answer: change(net),
        wrong: [change(a - b), change(a - b + (a * b) / 100), change(-net)],
        explanation: t(
          `Net change = ${a} − ${b} − (${a} × ${b})/100 = ${fmt(net)}%, i.e. ${change(net).en}.`,
          `शुद्ध परिवर्तन = ${a} − ${b} − (${a} × ${b})/100 = ${fmt(net)}%, अर्थात ${change(net).hi}।`,
        ),
      });
    },
  },
  {
    name: 'quant/percentage/more-than-less-than',
    count: 9,
    make: (rng) => {
      const [x, y] = rng.pick(NAME_PAIRS);
      // Only rates whose reverse percentage terminates, so the answer is exact.
      const more = rng.chance(0.5);
      const p = more ? rng.pick([25, 60, 100, 150, 300, 400]) : rng.pick([20, 37.5, 50, 60, 75, 80]);
      const ans = more ? (100 * p) / (100 + p) : (100 * p) / (100 - p);
      const relation = more ? t('more', 'अधिक') : t('less', 'कम');
      const reverse = more ? t('less', 'कम') : t('more', 'अधिक');
      const base = more ? `100 + ${p}` : `100 − ${p}`;
      return quant(TOPIC, 'HARD', {
        question: t(
          `${x.en}'s salary is ${p}% ${relation.en} than ${y.en}'s. By what percent is ${y.en}'s salary ${reverse.en} than ${x.en}'s?`,
          `${x.hi} का वेतन ${y.hi} के वेतन से ${p}% ${relation.hi} है। ${y.hi} का वेतन ${x.hi} के वेतन से कितने प्रतिशत ${reverse.hi} है?`,
        ),
        answer: percent(ans),
        wrong: wrongTexts(ans, [p, p / 2, 100 - p], 5, percent),
        explanation: t(
          `Take ${y.en}'s salary as 100; then ${x.en}'s is ${base} = ${fmt(more ? 100 + p : 100 - p)}. Required % = ${p}/${fmt(more ? 100 + p : 100 - p)} × 100 = ${fmt(ans)}%.`,
          `${y.hi} का वेतन 100 मानें; तब ${x.hi} का वेतन ${base} = ${fmt(more ? 100 + p : 100 - p)}। अभीष्ट % = ${p}/${fmt(more ? 100 + p : 100 - p)} × 100 = ${fmt(ans)}%।`,
        ),
      });
    },
  },
];
