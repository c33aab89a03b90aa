import { gcd, plain, rupees, wrongTexts } from '../numeric';
import { same, type Template, t } from '../question-draft';
import { NAME_PAIRS, quant } from './quant-draft';

const TOPIC = 'Ratio and Proportion';

const ratio = (...parts: number[]) => {
  const g = parts.reduce((acc, n) => gcd(acc, n));
  return same(parts.map((n) => n / g).join(' : '));
};

export const ratioTemplates: Template[] = [
  {
    name: 'quant/ratio/divide-sum',
    count: 8,
    make: (rng) => {
      const [x, y] = rng.pick(NAME_PAIRS);
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      if (a === b || gcd(a, b) !== 1) return null;
      const total = (a + b) * rng.step(20, 600, 20);
      const share = (total * b) / (a + b);
      return quant(TOPIC, 'EASY', {
        question: t(
          `₹${total} is divided between ${x.en} and ${y.en} in the ratio ${a} : ${b}. What is ${y.en}'s share?`,
          `₹${total} को ${x.hi} और ${y.hi} के बीच ${a} : ${b} के अनुपात में बाँटा जाता है। ${y.hi} का हिस्सा कितना है?`,
        ),
        answer: rupees(share),
        wrong: wrongTexts(share, [total - share, total / 2, (total * b) / a], 20, rupees),
        explanation: t(
          `${y.en}'s share = ${total} × ${b}/(${a} + ${b}) = ₹${share}.`,
          `${y.hi} का हिस्सा = ${total} × ${b}/(${a} + ${b}) = ₹${share}।`,
        ),
      });
    },
  },
  {
    name: 'quant/ratio/compound-chain',
    count: 8,
    make: (rng) => {
      const [a, b, c, d] = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
      if (b === c || a === b || c === d || gcd(a, b) !== 1 || gcd(c, d) !== 1) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `If A : B = ${a} : ${b} and B : C = ${c} : ${d}, then A : B : C is:`,
          `यदि A : B = ${a} : ${b} और B : C = ${c} : ${d} है, तो A : B : C क्या है?`,
        ),
        answer: ratio(a * c, b * c, b * d),
        wrong: [ratio(a, b, d), ratio(a * d, b * c, b * d), ratio(a * c, b * d, b * c)],
        explanation: t(
          `Make B equal in both ratios: multiply the first by ${c} and the second by ${b}. A : B = ${a * c} : ${b * c} and B : C = ${b * c} : ${b * d}, so A : B : C = ${ratio(a * c, b * c, b * d).en}.`,
          `दोनों अनुपातों में B को समान करें: पहले को ${c} से और दूसरे को ${b} से गुणा करें। A : B = ${a * c} : ${b * c} और B : C = ${b * c} : ${b * d}, अतः A : B : C = ${ratio(a * c, b * c, b * d).hi}।`,
        ),
      });
    },
  },
  {
    name: 'quant/ratio/fourth-proportional',
    count: 7,
    make: (rng) => {
      const a = rng.int(2, 30);
      const b = rng.int(2, 60);
      const c = rng.int(2, 60);
      const x = (b * c) / a;
      if (!Number.isInteger(x) || a === b || b === c) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `Find the fourth proportional to ${a}, ${b} and ${c}.`,
          `${a}, ${b} और ${c} का चतुर्थानुपाती ज्ञात कीजिए।`,
        ),
        answer: plain(x),
        wrong: wrongTexts(x, [(a * c) / b, (a * b) / c, b + c - a], 2, plain),
        explanation: t(
          `If x is the fourth proportional, ${a} : ${b} = ${c} : x, so x = ${b} × ${c}/${a} = ${x}.`,
          `यदि चतुर्थानुपाती x है, तो ${a} : ${b} = ${c} : x, अतः x = ${b} × ${c}/${a} = ${x}।`,
        ),
      });
    },
  },
  {
    name: 'quant/ratio/mean-proportional',
    count: 6,
    make: (rng) => {
      const k = rng.int(1, 6);
      const m = rng.int(1, 9);
      const n = rng.int(1, 9);
      if (m >= n) return null;
      const [a, b] = [k * m * m, k * n * n];
      const mean = k * m * n;
      return quant(TOPIC, 'EASY', {
        question: t(
          `Find the mean proportional between ${a} and ${b}.`,
          `${a} और ${b} का मध्यानुपाती ज्ञात कीजिए।`,
        ),
        answer: plain(mean),
        wrong: wrongTexts(mean, [(a + b) / 2, a * b, b - a], 2, plain),
        explanation: t(
          `Mean proportional = √(${a} × ${b}) = √${a * b} = ${mean}.`,
          `मध्यानुपाती = √(${a} × ${b}) = √${a * b} = ${mean}।`,
        ),
      });
    },
  },
  {
    name: 'quant/ratio/add-to-both',
    count: 7,
    make: (rng) => {
      const a = rng.int(2, 40);
      const b = rng.int(a + 1, 60);
      const x = rng.int(1, 20);
      const g = gcd(a + x, b + x);
      const [c, d] = [(a + x) / g, (b + x) / g];
      if (d > 15) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `What number must be added to each of ${a} and ${b} so that the resulting numbers are in the ratio ${c} : ${d}?`,
          `${a} और ${b} में से प्रत्येक में कौन-सी संख्या जोड़ी जाए कि परिणामी संख्याएँ ${c} : ${d} के अनुपात में हों?`,
        ),
        answer: plain(x),
        wrong: wrongTexts(x, [x + 1, x - 1, x + 2], 3, plain),
        explanation: t(
          `(${a} + x)/(${b} + x) = ${c}/${d} ⇒ ${d}(${a} + x) = ${c}(${b} + x) ⇒ ${d - c}x = ${c * b - d * a} ⇒ x = ${x}.`,
          `(${a} + x)/(${b} + x) = ${c}/${d} ⇒ ${d}(${a} + x) = ${c}(${b} + x) ⇒ ${d - c}x = ${c * b - d * a} ⇒ x = ${x}।`,
        ),
      });
    },
  },
  {
    name: 'quant/ratio/income-expenditure',
    count: 7,
    make: (rng) => {
      const [x, y] = rng.pick(NAME_PAIRS);
      const [a, b, c, d] = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)];
      if (a === b || c === d || gcd(a, b) !== 1 || gcd(c, d) !== 1 || a * d === b * c) return null;
      if (Math.sign(a - b) !== Math.sign(c - d)) return null;
      // Equal savings: a·u − c·v = b·u − d·v, i.e. u(a − b) = v(c − d).
      const g = gcd(Math.abs(a - b), Math.abs(c - d));
      const k = rng.step(100, 1500, 100);
      const u = (k * Math.abs(c - d)) / g;
      const v = (k * Math.abs(a - b)) / g;
      const saving = a * u - c * v;
      if (saving <= 0) return null;
      return quant(TOPIC, 'HARD', {
        question: t(
          `The incomes of ${x.en} and ${y.en} are in the ratio ${a} : ${b} and their expenditures are in the ratio ${c} : ${d}. If each of them saves ₹${saving}, what is ${x.en}'s income?`,
          `${x.hi} और ${y.hi} की आय ${a} : ${b} के अनुपात में है और उनके व्यय ${c} : ${d} के अनुपात में हैं। यदि दोनों में से प्रत्येक ₹${saving} बचाता है, तो ${x.hi} की आय कितनी है?`,
        ),
        answer: rupees(a * u),
        wrong: wrongTexts(a * u, [b * u, c * v, a * u + saving], 100, rupees),
        explanation: t(
          `Let the incomes be ${a}u and ${b}u and the expenditures ${c}v and ${d}v. Then ${a}u − ${c}v = ${saving} and ${b}u − ${d}v = ${saving}. Solving, u = ${u} and v = ${v}, so ${x.en}'s income = ${a} × ${u} = ₹${a * u}.`,
          `मान लीजिए आय ${a}u और ${b}u तथा व्यय ${c}v और ${d}v हैं। तब ${a}u − ${c}v = ${saving} और ${b}u − ${d}v = ${saving}। हल करने पर u = ${u} और v = ${v}, अतः ${x.hi} की आय = ${a} × ${u} = ₹${a * u}।`,
        ),
      });
    },
  },
];
