import { gcd, lcm, plain, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { quant } from './quant-draft';

const TOPIC = 'Number System';
const HCF_LCM = [TOPIC, 'HCF and LCM'];

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number) =>
  String(n)
    .split('')
    .map((d) => SUPERSCRIPT[Number(d)])
    .join('');

/** Unit digit of base^exp by repeated multiplication mod 10. */
const unitDigit = (base: number, exp: number) => {
  let d = 1;
  for (let i = 0; i < exp; i++) d = (d * base) % 10;
  return d;
};

export const numberSystemTemplates: Template[] = [
  {
    name: 'quant/number-system/hcf',
    count: 6,
    make: (rng) => {
      const g = rng.int(2, 30);
      const m = rng.int(2, 12);
      const n = rng.int(2, 12);
      if (m === n || gcd(m, n) !== 1) return null;
      const [a, b] = [g * m, g * n];
      return quant(HCF_LCM, 'EASY', {
        question: t(`Find the HCF of ${a} and ${b}.`, `${a} और ${b} का महत्तम समापवर्तक (HCF) ज्ञात कीजिए।`),
        answer: plain(g),
        wrong: wrongTexts(g, [lcm(a, b), g * 2, Math.abs(a - b) === g ? g * 3 : Math.abs(a - b)], 1, plain),
        explanation: t(
          `${a} = ${g} × ${m} and ${b} = ${g} × ${n}, where ${m} and ${n} have no common factor. HCF = ${g}.`,
          `${a} = ${g} × ${m} और ${b} = ${g} × ${n}, जहाँ ${m} और ${n} का कोई उभयनिष्ठ गुणनखंड नहीं है। HCF = ${g}।`,
        ),
      });
    },
  },
  {
    name: 'quant/number-system/lcm-three',
    count: 6,
    make: (rng) => {
      const nums = [rng.int(4, 30), rng.int(4, 30), rng.int(4, 30)];
      if (new Set(nums).size !== 3) return null;
      const [a, b, c] = nums as [number, number, number];
      const l = lcm(lcm(a, b), c);
      if (l > 2000 || l === a * b * c) return null;
      return quant(HCF_LCM, 'EASY', {
        question: t(
          `Find the LCM of ${a}, ${b} and ${c}.`,
          `${a}, ${b} और ${c} का लघुत्तम समापवर्त्य (LCM) ज्ञात कीजिए।`,
        ),
        answer: plain(l),
        wrong: wrongTexts(l, [a * b * c, l * 2, l / 2, lcm(a, b)], 6, plain),
        explanation: t(
          `LCM(${a}, ${b}) = ${lcm(a, b)}; LCM(${lcm(a, b)}, ${c}) = ${l}.`,
          `LCM(${a}, ${b}) = ${lcm(a, b)}; LCM(${lcm(a, b)}, ${c}) = ${l}।`,
        ),
      });
    },
  },
  {
    name: 'quant/number-system/hcf-lcm-product',
    count: 6,
    make: (rng) => {
      const h = rng.int(2, 25);
      const m = rng.int(2, 15);
      const n = rng.int(2, 15);
      if (m === n || gcd(m, n) !== 1) return null;
      const [a, b, l] = [h * m, h * n, h * m * n];
      return quant(HCF_LCM, 'MEDIUM', {
        question: t(
          `The HCF of two numbers is ${h} and their LCM is ${l}. If one of the numbers is ${a}, find the other.`,
          `दो संख्याओं का HCF ${h} और LCM ${l} है। यदि एक संख्या ${a} है, तो दूसरी संख्या ज्ञात कीजिए।`,
        ),
        answer: plain(b),
        wrong: wrongTexts(b, [l / a, l / h, h * a], h, plain),
        explanation: t(
          `HCF × LCM = product of the numbers. Other number = ${h} × ${l}/${a} = ${b}.`,
          `HCF × LCM = दोनों संख्याओं का गुणनफल। दूसरी संख्या = ${h} × ${l}/${a} = ${b}।`,
        ),
      });
    },
  },
  {
    name: 'quant/number-system/remainder',
    count: 6,
    make: (rng) => {
      const n = rng.int(1000, 99999);
      const d = rng.int(7, 19);
      const r = n % d;
      const q = Math.floor(n / d);
      return quant(TOPIC, 'EASY', {
        question: t(
          `What is the remainder when ${n} is divided by ${d}?`,
          `${n} को ${d} से भाग देने पर शेषफल क्या होगा?`,
        ),
        answer: plain(r),
        // Distractors stay below the divisor: a remainder can never reach it.
        wrong: wrongTexts(
          r,
          [1, 2, 3, 4, 5].map((k) => (r + k * 2) % d),
          1,
          plain,
          { allowZero: true },
        ),
        explanation: t(
          `${n} = ${d} × ${q} + ${r}, so the remainder is ${r}.`,
          `${n} = ${d} × ${q} + ${r}, अतः शेषफल ${r} है।`,
        ),
      });
    },
  },
  {
    name: 'quant/number-system/least-with-remainder',
    count: 6,
    make: (rng) => {
      const nums = [rng.int(4, 20), rng.int(4, 20), rng.int(4, 20)];
      if (new Set(nums).size !== 3) return null;
      const [a, b, c] = nums as [number, number, number];
      const l = lcm(lcm(a, b), c);
      const r = rng.int(1, Math.min(a, b, c) - 1);
      if (l > 1500) return null;
      return quant(HCF_LCM, 'HARD', {
        question: t(
          `What is the least number which, when divided by ${a}, ${b} and ${c}, leaves a remainder of ${r} in each case?`,
          `वह छोटी-से-छोटी संख्या कौन-सी है जिसे ${a}, ${b} और ${c} से भाग देने पर प्रत्येक दशा में ${r} शेष बचता है?`,
        ),
        answer: plain(l + r),
        wrong: wrongTexts(l + r, [l, l - r, 2 * l + r], r + 1, plain),
        explanation: t(
          `LCM of ${a}, ${b} and ${c} = ${l}. Required number = ${l} + ${r} = ${l + r}.`,
          `${a}, ${b} और ${c} का LCM = ${l}। अभीष्ट संख्या = ${l} + ${r} = ${l + r}।`,
        ),
      });
    },
  },
  {
    name: 'quant/number-system/missing-digit',
    count: 8,
    make: (rng) => {
      const len = rng.int(5, 7);
      const digits = Array.from({ length: len }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
      const at = rng.int(1, len - 1);
      const by9 = rng.chance(0.5);
      // Exactly one digit 0–9 must work, so the item has a single correct answer.
      const fits = (x: number) => {
        const ds = digits.map((d, i) => (i === at ? x : d));
        if (by9) return ds.reduce((s, d) => s + d, 0) % 9 === 0;
        const alt = ds.reduce((s, d, i) => s + (i % 2 === 0 ? d : -d), 0);
        return ((alt % 11) + 11) % 11 === 0;
      };
      const good = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(fits);
      if (good.length !== 1) return null;
      const x = good[0] as number;
      const shown = digits.map((d, i) => (i === at ? 'a' : String(d))).join('');
      const others = digits.filter((_, i) => i !== at);
      const known = by9 ? others.reduce((s, d) => s + d, 0) : 0;
      return quant(TOPIC, 'HARD', {
        question: t(
          `If the ${len}-digit number ${shown} is divisible by ${by9 ? 9 : 11}, what is the value of the digit a?`,
          `यदि ${len}-अंकीय संख्या ${shown}, ${by9 ? 9 : 11} से विभाज्य है, तो अंक a का मान क्या है?`,
        ),
        answer: plain(x),
        wrong: wrongTexts(x, [(x + 3) % 10, (x + 5) % 10, 9 - x], 1, plain, { allowZero: true }),
        explanation: by9
          ? t(
              `A number is divisible by 9 when its digit sum is. The other digits add up to ${known}, so ${known} + a must be a multiple of 9, which gives a = ${x}.`,
              `कोई संख्या 9 से विभाज्य होती है जब उसके अंकों का योग 9 से विभाज्य हो। शेष अंकों का योग ${known} है, अतः ${known} + a, 9 का गुणज होना चाहिए, जिससे a = ${x}।`,
            )
          : t(
              `A number is divisible by 11 when the difference between the sums of its digits in odd and even places is a multiple of 11 (including 0). Only a = ${x} satisfies this.`,
              `कोई संख्या 11 से विभाज्य होती है जब विषम और सम स्थानों के अंकों के योग का अंतर 11 का गुणज (या 0) हो। केवल a = ${x} यह शर्त पूरी करता है।`,
            ),
      });
    },
  },
  {
    name: 'quant/number-system/unit-digit',
    count: 7,
    make: (rng) => {
      const base = rng.int(12, 99);
      if ([0, 1, 5, 6].includes(base % 10)) return null;
      const exp = rng.int(21, 199);
      const d = unitDigit(base % 10, exp);
      const cycle = [1, 2, 3, 4].map((k) => unitDigit(base % 10, k));
      const pos = exp % 4 === 0 ? 4 : exp % 4;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `What is the unit digit of ${base}${superscript(exp)}?`,
          `${base}${superscript(exp)} का इकाई अंक क्या है?`,
        ),
        answer: plain(d),
        wrong: wrongTexts(d, [...cycle, base % 10], 1, plain, { allowZero: true }),
        explanation: t(
          `Unit digits of powers of ${base % 10} repeat in the cycle ${cycle.join(', ')}. ${exp} leaves remainder ${exp % 4} on division by 4, so the unit digit is the ${['first', 'second', 'third', 'fourth'][pos - 1]} term of the cycle: ${d}.`,
          `${base % 10} की घातों के इकाई अंक ${cycle.join(', ')} चक्र में दोहराते हैं। ${exp} को 4 से भाग देने पर शेष ${exp % 4} है, अतः इकाई अंक चक्र का ${['पहला', 'दूसरा', 'तीसरा', 'चौथा'][pos - 1]} पद है: ${d}।`,
        ),
      });
    },
  },
  {
    name: 'quant/number-system/series-sum',
    count: 6,
    make: (rng) => {
      const n = rng.int(10, 60);
      const squares = rng.chance(0.5);
      const sum = squares ? (n * (n + 1) * (2 * n + 1)) / 6 : (n * (n + 1)) / 2;
      const what = squares
        ? t(`the squares of the first ${n} natural numbers`, `प्रथम ${n} प्राकृत संख्याओं के वर्गों`)
        : t(`the first ${n} natural numbers`, `प्रथम ${n} प्राकृत संख्याओं`);
      return quant(TOPIC, squares ? 'MEDIUM' : 'EASY', {
        question: t(`What is the sum of ${what.en}?`, `${what.hi} का योग क्या है?`),
        answer: plain(sum),
        wrong: wrongTexts(sum, [squares ? ((n * (n + 1)) / 2) ** 2 : n * n, sum + n, sum - n], n, plain),
        explanation: squares
          ? t(
              `Sum of squares = n(n + 1)(2n + 1)/6 = ${n} × ${n + 1} × ${2 * n + 1}/6 = ${sum}.`,
              `वर्गों का योग = n(n + 1)(2n + 1)/6 = ${n} × ${n + 1} × ${2 * n + 1}/6 = ${sum}।`,
            )
          : t(
              `Sum = n(n + 1)/2 = ${n} × ${n + 1}/2 = ${sum}.`,
              `योग = n(n + 1)/2 = ${n} × ${n + 1}/2 = ${sum}।`,
            ),
      });
    },
  },
];
