import { gcd, metres } from '../numeric';
import { same, type Template, type Text, t } from '../question-draft';
import { add, eq, mul, type Rational, rat, ratText } from '../rational';
import { quant } from './quant-draft';

const TOPIC = 'Trigonometry';

/** Squares of the ratios at standard angles are rational, so sums of them are exact. */
const SQUARED: Record<string, Record<number, Rational>> = {
  sin: { 0: rat(0), 30: rat(1, 4), 45: rat(1, 2), 60: rat(3, 4), 90: rat(1) },
  cos: { 0: rat(1), 30: rat(3, 4), 45: rat(1, 2), 60: rat(1, 4), 90: rat(0) },
  tan: { 0: rat(0), 30: rat(1, 3), 45: rat(1), 60: rat(3) },
  cot: { 30: rat(3), 45: rat(1), 60: rat(1, 3), 90: rat(0) },
  sec: { 0: rat(1), 30: rat(4, 3), 45: rat(2), 60: rat(4) },
  cosec: { 30: rat(4), 45: rat(2), 60: rat(4, 3), 90: rat(1) },
};

/** Pythagorean triples (opposite, adjacent, hypotenuse). */
const TRIPLES: ReadonlyArray<readonly [number, number, number]> = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
  [11, 60, 61],
];

type Side = 'o' | 'a' | 'h';
const RATIOS: ReadonlyArray<{ name: string; top: Side; bottom: Side }> = [
  { name: 'sin θ', top: 'o', bottom: 'h' },
  { name: 'cos θ', top: 'a', bottom: 'h' },
  { name: 'tan θ', top: 'o', bottom: 'a' },
  { name: 'cosec θ', top: 'h', bottom: 'o' },
  { name: 'sec θ', top: 'h', bottom: 'a' },
  { name: 'cot θ', top: 'a', bottom: 'o' },
];

/** k√3 metres, written as SSC papers do ("√3 m" when k is 1). */
const root3m = (k: number): Text => ({ en: `${k === 1 ? '' : k}√3 m`, hi: `${k === 1 ? '' : k}√3 मीटर` });

export const trigonometryTemplates: Template[] = [
  {
    name: 'quant/trigonometry/standard-values',
    count: 9,
    make: (rng) => {
      const count = rng.int(2, 3);
      let total = rat(0);
      const parts: string[] = [];
      const used = new Set<string>();
      for (let i = 0; i < count; i++) {
        const fn = rng.pick(Object.keys(SQUARED));
        const table = SQUARED[fn] as Record<number, Rational>;
        const angle = rng.pick(Object.keys(table).map(Number));
        if (used.has(`${fn}${angle}`)) return null;
        used.add(`${fn}${angle}`);
        const coef = rng.pick([1, 1, 2, 3, 4]);
        total = add(total, mul(rat(coef), table[angle] as Rational));
        parts.push(`${coef === 1 ? '' : `${coef} `}${fn}² ${angle}°`);
      }
      const expr = parts.join(' + ');
      const wrong = [add(total, rat(1, 2)), add(total, rat(1)), add(total, rat(-1, 4))].filter(
        (w) => w.n >= 0,
      );
      if (wrong.length < 3 || wrong.some((w) => eq(w, total))) return null;
      return quant(TOPIC, 'EASY', {
        question: t(`Find the value of ${expr}.`, `${expr} का मान ज्ञात कीजिए।`),
        answer: same(ratText(total)),
        wrong: wrong.map((w) => same(ratText(w))),
        explanation: t(
          `Substitute the standard values (sin 30° = 1/2, sin 45° = 1/√2, sin 60° = √3/2, tan 30° = 1/√3, tan 60° = √3 and so on), square them and add: ${expr} = ${ratText(total)}.`,
          `मानक मान रखें (sin 30° = 1/2, sin 45° = 1/√2, sin 60° = √3/2, tan 30° = 1/√3, tan 60° = √3 आदि), उनका वर्ग करके जोड़ें: ${expr} = ${ratText(total)}।`,
        ),
      });
    },
  },
  {
    name: 'quant/trigonometry/ratio-from-ratio',
    count: 9,
    make: (rng) => {
      const [o, a, h] = rng.pick(TRIPLES);
      const sides: Record<Side, number> = { o, a, h };
      const given = rng.pick(RATIOS);
      const asked = rng.pick(RATIOS);
      if (given.name === asked.name) return null;
      const value = (r: { top: Side; bottom: Side }) => `${sides[r.top]}/${sides[r.bottom]}`;
      const wrong = RATIOS.filter((r) => r.name !== asked.name && value(r) !== value(asked)).map(value);
      const picks = rng.shuffle([...new Set(wrong)]).slice(0, 3);
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `If ${given.name} = ${value(given)} (θ acute), find ${asked.name}.`,
          `यदि ${given.name} = ${value(given)} (θ न्यून कोण) है, तो ${asked.name} ज्ञात कीजिए।`,
        ),
        answer: same(value(asked)),
        wrong: picks.map((p) => same(p)),
        explanation: t(
          `Take a right triangle with opposite side ${o}, adjacent side ${a} and hypotenuse ${h} (since ${o}² + ${a}² = ${h}²). Then ${asked.name} = ${value(asked)}.`,
          `एक समकोण त्रिभुज लें जिसमें लंब ${o}, आधार ${a} और कर्ण ${h} है (क्योंकि ${o}² + ${a}² = ${h}²)। तब ${asked.name} = ${value(asked)}।`,
        ),
      });
    },
  },
  {
    name: 'quant/trigonometry/tan-ratio-expression',
    count: 8,
    make: (rng) => {
      const [p, q, a, b] = [rng.int(1, 9), rng.int(2, 9), rng.int(1, 5), rng.int(1, 5)];
      if (p === q || gcd(p, q) !== 1 || a * p <= b * q) return null;
      const ans = rat(a * p + b * q, a * p - b * q);
      const wrong = [rat(a * p - b * q, a * p + b * q), rat(a * q + b * p, a * q - b * p), add(ans, rat(1))];
      if (a * q === b * p) return null;
      const c = (k: number) => (k === 1 ? '' : `${k} `);
      const raw = `${a * p + b * q}/${a * p - b * q}`;
      const result = raw === ratText(ans) ? raw : `${raw} = ${ratText(ans)}`;
      const expr = `(${c(a)}sin θ + ${c(b)}cos θ)/(${c(a)}sin θ − ${c(b)}cos θ)`;
      return quant(TOPIC, 'HARD', {
        question: t(
          `If tan θ = ${p}/${q}, find the value of ${expr}.`,
          `यदि tan θ = ${p}/${q} है, तो ${expr} का मान ज्ञात कीजिए।`,
        ),
        answer: same(ratText(ans)),
        wrong: wrong.map((w) => same(ratText(w))),
        explanation: t(
          `Divide the numerator and the denominator by cos θ: (${c(a)}tan θ + ${b})/(${c(a)}tan θ − ${b}) = (${a * p}/${q} + ${b})/(${a * p}/${q} − ${b}) = ${result}.`,
          `अंश और हर को cos θ से भाग दें: (${c(a)}tan θ + ${b})/(${c(a)}tan θ − ${b}) = (${a * p}/${q} + ${b})/(${a * p}/${q} − ${b}) = ${result}।`,
        ),
      });
    },
  },
  {
    name: 'quant/trigonometry/height',
    count: 9,
    make: (rng) => {
      const angle = rng.pick([30, 45, 60]);
      const d = rng.step(6, 90, 3);
      const place = rng.pick([
        t('a tower', 'एक मीनार'),
        t('a building', 'एक इमारत'),
        t('a tree', 'एक पेड़'),
        t('a pole', 'एक खंभे'),
      ]);
      // h = d·tan(angle): d for 45°, d√3 for 60°, d/√3 = (d/3)√3 for 30°.
      const answer = angle === 45 ? metres(d) : root3m(angle === 60 ? d : d / 3);
      const wrong =
        angle === 45
          ? [root3m(d), root3m(d / 3), metres(2 * d)]
          : angle === 60
            ? [root3m(d / 3), metres(d), metres(2 * d)]
            : [root3m(d), metres(d), metres(d / 2)];
      const tan = { 30: '1/√3', 45: '1', 60: '√3' }[angle];
      return quant(TOPIC, 'HARD', {
        question: t(
          `From a point on the ground ${d} m away from the foot of ${place.en}, the angle of elevation of its top is ${angle}°. What is the height of ${place.en.replace(/^a /, 'the ')}?`,
          `${place.hi} के पाद से ${d} मीटर दूर भूमि के एक बिंदु से उसके शिखर का उन्नयन कोण ${angle}° है। उसकी ऊँचाई क्या है?`,
        ),
        answer,
        wrong,
        explanation: t(
          `tan ${angle}° = height/${d}, so height = ${d} × ${tan} = ${answer.en}.`,
          `tan ${angle}° = ऊँचाई/${d}, अतः ऊँचाई = ${d} × ${tan} = ${answer.hi}।`,
        ),
      });
    },
  },
];
