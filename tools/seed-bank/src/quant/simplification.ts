import { fmt, isClean, plain, wrongTexts } from '../numeric';
import { same, type Template, t } from '../question-draft';
import { add, rat, ratText, sub } from '../rational';
import { quant } from './quant-draft';

const TOPIC = 'Simplification';

const simplify = (expr: string) => t(`Simplify: ${expr}`, `सरल कीजिए: ${expr}`);

export const simplificationTemplates: Template[] = [
  {
    name: 'quant/simplification/bodmas',
    count: 9,
    make: (rng) => {
      const [a, b, c, e] = [rng.int(10, 99), rng.int(2, 20), rng.int(2, 15), rng.int(2, 12)];
      const q = rng.int(2, 20);
      const d = e * q;
      const ans = a + b * c - q;
      const leftToRight = ((a + b) * c - d) / e;
      return quant(TOPIC, 'EASY', {
        question: simplify(`${a} + ${b} × ${c} − ${d} ÷ ${e}`),
        answer: plain(ans),
        wrong: wrongTexts(ans, [leftToRight, a + b * c - d, a + b * (c - q)], 3, plain),
        explanation: t(
          `By BODMAS, division and multiplication come first: ${d} ÷ ${e} = ${q} and ${b} × ${c} = ${b * c}. Then ${a} + ${b * c} − ${q} = ${ans}.`,
          `BODMAS के अनुसार पहले भाग और गुणा: ${d} ÷ ${e} = ${q} तथा ${b} × ${c} = ${b * c}। फिर ${a} + ${b * c} − ${q} = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'quant/simplification/brackets-and-squares',
    count: 8,
    make: (rng) => {
      const [a, b, c, d] = [rng.int(5, 40), rng.int(5, 40), rng.int(2, 9), rng.int(3, 15)];
      const ans = (a + b) * c - d * d;
      if (ans <= 0) return null;
      return quant(TOPIC, 'MEDIUM', {
        question: simplify(`(${a} + ${b}) × ${c} − ${d}²`),
        answer: plain(ans),
        wrong: wrongTexts(ans, [a + b * c - d * d, (a + b) * c - 2 * d, (a + b) * (c - d) * d], 4, plain),
        explanation: t(
          `Brackets first: ${a} + ${b} = ${a + b}. Then ${a + b} × ${c} = ${(a + b) * c} and ${d}² = ${d * d}. Result = ${(a + b) * c} − ${d * d} = ${ans}.`,
          `पहले कोष्ठक: ${a} + ${b} = ${a + b}। फिर ${a + b} × ${c} = ${(a + b) * c} और ${d}² = ${d * d}। परिणाम = ${(a + b) * c} − ${d * d} = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'quant/simplification/fractions',
    count: 9,
    make: (rng) => {
      const [b, d, f] = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
      const [a, c, e] = [rng.int(1, b - 1 || 1), rng.int(1, d - 1 || 1), rng.int(1, f - 1 || 1)];
      const terms = [rat(a, b), rat(c, d), rat(e, f)];
      if (terms.some((x) => x.d === 1) || new Set([b, d, f]).size < 3) return null;
      const ans = sub(add(rat(a, b), rat(c, d)), rat(e, f));
      if (ans.n <= 0 || ans.d > 200) return null;
      const naive = b + d - f > 0 ? rat(a + c - e, b + d - f) : add(ans, rat(1, 2));
      const expr = `${a}/${b} + ${c}/${d} − ${e}/${f}`;
      return quant(TOPIC, 'MEDIUM', {
        question: simplify(expr),
        answer: same(ratText(ans)),
        wrong: [
          same(ratText(naive)),
          same(ratText(add(ans, rat(1, ans.d)))),
          same(ratText(add(rat(a, b), rat(c, d)))),
        ],
        explanation: t(
          `Take the LCM of the denominators. ${a}/${b} + ${c}/${d} = ${ratText(add(rat(a, b), rat(c, d)))}; subtracting ${e}/${f} gives ${ratText(ans)}.`,
          `हरों का LCM लें। ${a}/${b} + ${c}/${d} = ${ratText(add(rat(a, b), rat(c, d)))}; इसमें से ${e}/${f} घटाने पर ${ratText(ans)} प्राप्त होता है।`,
        ),
      });
    },
  },
  {
    name: 'quant/simplification/square-roots',
    count: 7,
    make: (rng) => {
      const [p, q, r] = [rng.int(2, 30), rng.int(2, 20), rng.int(2, 20)];
      const ans = p + q * r;
      return quant(TOPIC, 'EASY', {
        question: simplify(`√${p * p} + √${q * q} × √${r * r}`),
        answer: plain(ans),
        wrong: wrongTexts(ans, [(p + q) * r, p + q + r, p * q + r], 2, plain),
        explanation: t(
          `√${p * p} = ${p}, √${q * q} = ${q}, √${r * r} = ${r}. Multiplication first: ${p} + ${q} × ${r} = ${p} + ${q * r} = ${ans}.`,
          `√${p * p} = ${p}, √${q * q} = ${q}, √${r * r} = ${r}। पहले गुणा: ${p} + ${q} × ${r} = ${p} + ${q * r} = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'quant/simplification/decimals',
    count: 8,
    make: (rng) => {
      // Values kept in hundredths as integers, so the arithmetic is exact.
      const pool = [2, 4, 5, 8, 12, 15, 16, 20, 25, 40, 50, 75, 120, 125, 150, 250];
      const [a, b, c] = [rng.pick(pool), rng.pick(pool), rng.pick(pool)];
      const ans = (a * b) / (100 * c);
      if (!isClean(ans) || ans === 0) return null;
      const show = (n: number) => fmt(n / 100);
      const product = String(Number(((a * b) / 10000).toFixed(6)));
      return quant(TOPIC, 'HARD', {
        question: simplify(`${show(a)} × ${show(b)} ÷ ${show(c)}`),
        answer: plain(ans),
        wrong: wrongTexts(ans, [ans * 10, ans / 10, ans * 100], ans, plain),
        explanation: t(
          `${show(a)} × ${show(b)} = ${product}. Dividing by ${show(c)}: ${product} ÷ ${show(c)} = ${fmt(ans)}.`,
          `${show(a)} × ${show(b)} = ${product}। ${show(c)} से भाग देने पर: ${product} ÷ ${show(c)} = ${fmt(ans)}।`,
        ),
      });
    },
  },
];
