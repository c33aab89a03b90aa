import { plain, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { quant } from './quant-draft';

const TOPIC = 'Algebra';

/** Signed term for display: "+ 5" or "− 5". */
const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

export const algebraTemplates: Template[] = [
  {
    name: 'quant/algebra/linear',
    count: 7,
    make: (rng) => {
      const a = rng.int(2, 9);
      const x = rng.int(-10, 20);
      const b = rng.int(-30, 30);
      if (b === 0 || x === 0) return null;
      const c = a * x + b;
      return quant(TOPIC, 'EASY', {
        question: t(
          `If ${a}x ${signed(b)} = ${c}, find the value of x.`,
          `यदि ${a}x ${signed(b)} = ${c} है, तो x का मान ज्ञात कीजिए।`,
        ),
        answer: plain(x),
        wrong: wrongTexts(x, [(c + b) / a, -x, x + 2], 1, plain, { allowNegative: true }),
        explanation: t(
          `${a}x = ${c} ${signed(-b)} = ${c - b}, so x = ${c - b}/${a} = ${x}.`,
          `${a}x = ${c} ${signed(-b)} = ${c - b}, अतः x = ${c - b}/${a} = ${x}।`,
        ),
      });
    },
  },
  {
    name: 'quant/algebra/difference-of-squares',
    count: 7,
    make: (rng) => {
      const a = rng.int(21, 99);
      const b = rng.int(11, a - 1);
      const ans = (a + b) * (a - b);
      return quant(TOPIC, 'EASY', {
        question: t(`Find the value of ${a}² − ${b}².`, `${a}² − ${b}² का मान ज्ञात कीजिए।`),
        answer: plain(ans),
        wrong: wrongTexts(ans, [(a - b) ** 2, (a + b) * (a + b - 1), ans + 10], 10, plain),
        explanation: t(
          `a² − b² = (a + b)(a − b) = (${a} + ${b})(${a} − ${b}) = ${a + b} × ${a - b} = ${ans}.`,
          `a² − b² = (a + b)(a − b) = (${a} + ${b})(${a} − ${b}) = ${a + b} × ${a - b} = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'quant/algebra/sum-and-product',
    count: 8,
    make: (rng) => {
      const x = rng.int(1, 15);
      const y = rng.int(1, 15);
      if (x === y) return null;
      const [s, p] = [x + y, x * y];
      const squares = rng.chance(0.5);
      const ans = squares ? s * s - 2 * p : s * s - 4 * p;
      const what = squares ? 'x² + y²' : '(x − y)²';
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `If x + y = ${s} and xy = ${p}, find the value of ${what}.`,
          `यदि x + y = ${s} और xy = ${p} है, तो ${what} का मान ज्ञात कीजिए।`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(
          ans,
          squares ? [s * s + 2 * p, s * s - p, s * s] : [s * s - 2 * p, s * s + 4 * p, s * s],
          2,
          plain,
        ),
        explanation: squares
          ? t(
              `x² + y² = (x + y)² − 2xy = ${s * s} − ${2 * p} = ${ans}.`,
              `x² + y² = (x + y)² − 2xy = ${s * s} − ${2 * p} = ${ans}।`,
            )
          : t(
              `(x − y)² = (x + y)² − 4xy = ${s * s} − ${4 * p} = ${ans}.`,
              `(x − y)² = (x + y)² − 4xy = ${s * s} − ${4 * p} = ${ans}।`,
            ),
      });
    },
  },
  {
    name: 'quant/algebra/reciprocal-square',
    count: 6,
    make: (rng) => {
      const k = rng.int(3, 15);
      const ans = k * k - 2;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `If x + 1/x = ${k}, find the value of x² + 1/x².`,
          `यदि x + 1/x = ${k} है, तो x² + 1/x² का मान ज्ञात कीजिए।`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [k * k, k * k + 2, 2 * k], 1, plain),
        explanation: t(
          `Square both sides: x² + 2 + 1/x² = ${k * k}, so x² + 1/x² = ${k * k} − 2 = ${ans}.`,
          `दोनों पक्षों का वर्ग करने पर: x² + 2 + 1/x² = ${k * k}, अतः x² + 1/x² = ${k * k} − 2 = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'quant/algebra/reciprocal-cube',
    count: 6,
    make: (rng) => {
      const k = rng.int(3, 12);
      const ans = k ** 3 - 3 * k;
      return quant(TOPIC, 'HARD', {
        question: t(
          `If x + 1/x = ${k}, find the value of x³ + 1/x³.`,
          `यदि x + 1/x = ${k} है, तो x³ + 1/x³ का मान ज्ञात कीजिए।`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [k ** 3, k ** 3 + 3 * k, k ** 3 - 3], 3, plain),
        explanation: t(
          `x³ + 1/x³ = (x + 1/x)³ − 3(x + 1/x) = ${k ** 3} − ${3 * k} = ${ans}.`,
          `x³ + 1/x³ = (x + 1/x)³ − 3(x + 1/x) = ${k ** 3} − ${3 * k} = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'quant/algebra/three-variables',
    count: 6,
    make: (rng) => {
      const [a, b, c] = [rng.int(1, 12), rng.int(1, 12), rng.int(1, 12)];
      const s = a + b + c;
      const q = a * b + b * c + c * a;
      const ans = s * s - 2 * q;
      return quant(TOPIC, 'HARD', {
        question: t(
          `If a + b + c = ${s} and ab + bc + ca = ${q}, find the value of a² + b² + c².`,
          `यदि a + b + c = ${s} और ab + bc + ca = ${q} है, तो a² + b² + c² का मान ज्ञात कीजिए।`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [s * s - q, s * s + 2 * q, s * s], 2, plain),
        explanation: t(
          `(a + b + c)² = a² + b² + c² + 2(ab + bc + ca), so a² + b² + c² = ${s * s} − 2 × ${q} = ${ans}.`,
          `(a + b + c)² = a² + b² + c² + 2(ab + bc + ca), अतः a² + b² + c² = ${s * s} − 2 × ${q} = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'quant/algebra/sum-of-cubes',
    count: 6,
    make: (rng) => {
      const x = rng.int(1, 12);
      const y = rng.int(1, 12);
      if (x === y) return null;
      const [s, p] = [x + y, x * y];
      const ans = s ** 3 - 3 * p * s;
      return quant(TOPIC, 'HARD', {
        question: t(
          `If a + b = ${s} and ab = ${p}, find the value of a³ + b³.`,
          `यदि a + b = ${s} और ab = ${p} है, तो a³ + b³ का मान ज्ञात कीजिए।`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [s ** 3, s ** 3 - p * s, s ** 3 + 3 * p * s], 5, plain),
        explanation: t(
          `a³ + b³ = (a + b)³ − 3ab(a + b) = ${s ** 3} − 3 × ${p} × ${s} = ${s ** 3} − ${3 * p * s} = ${ans}.`,
          `a³ + b³ = (a + b)³ − 3ab(a + b) = ${s ** 3} − 3 × ${p} × ${s} = ${s ** 3} − ${3 * p * s} = ${ans}।`,
        ),
      });
    },
  },
];
