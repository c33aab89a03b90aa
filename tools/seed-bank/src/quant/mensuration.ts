import { cm, cucm, fmt, sqcm, wrongTexts } from '../numeric';
import { type Template, type Text, t } from '../question-draft';
import { quant } from './quant-draft';

const TOPIC = 'Mensuration';

/** Triangles whose Heron area is a whole number (scaled up by k in the template). */
const HERONIAN: ReadonlyArray<readonly [number, number, number]> = [
  [13, 14, 15],
  [5, 5, 6],
  [5, 5, 8],
  [10, 13, 13],
  [9, 10, 17],
  [7, 15, 20],
  [13, 20, 21],
  [11, 13, 20],
  [10, 17, 21],
  [17, 25, 28],
  [13, 37, 40],
];

const heron = (a: number, b: number, c: number) => {
  const s = (a + b + c) / 2;
  return Math.sqrt(s * (s - a) * (s - b) * (s - c));
};

type Solid = {
  name: Text;
  ask: Text;
  value: (r: number, h: number) => number;
  formula: string;
  working: (r: number, h: number) => string;
  mistakes: (r: number, h: number) => number[];
  usesHeight: boolean;
};

/** π is taken as 22/7 throughout, as SSC papers state; radii are multiples of 7. */
const SOLIDS: Solid[] = [
  {
    name: t('cylinder', 'बेलन'),
    ask: t('volume', 'आयतन'),
    value: (r, h) => (22 * r * r * h) / 7,
    formula: 'πr²h',
    working: (r, h) => `22/7 × ${r} × ${r} × ${h}`,
    mistakes: (r, h) => [(44 * r * h) / 7, (22 * r * r * h) / 21, (44 * r * r * h) / 7],
    usesHeight: true,
  },
  {
    name: t('cone', 'शंकु'),
    ask: t('volume', 'आयतन'),
    value: (r, h) => (22 * r * r * h) / 21,
    formula: '(1/3)πr²h',
    working: (r, h) => `1/3 × 22/7 × ${r} × ${r} × ${h}`,
    mistakes: (r, h) => [(22 * r * r * h) / 7, (22 * r * h) / 21, (11 * r * r * h) / 21],
    usesHeight: true,
  },
  {
    name: t('cylinder', 'बेलन'),
    ask: t('curved surface area', 'वक्र पृष्ठीय क्षेत्रफल'),
    value: (r, h) => (44 * r * h) / 7,
    formula: '2πrh',
    working: (r, h) => `2 × 22/7 × ${r} × ${h}`,
    mistakes: (r, h) => [(22 * r * h) / 7, (22 * r * r * h) / 7, (44 * r * (r + h)) / 7],
    usesHeight: true,
  },
  {
    name: t('sphere', 'गोले'),
    ask: t('surface area', 'पृष्ठीय क्षेत्रफल'),
    value: (r) => (88 * r * r) / 7,
    formula: '4πr²',
    working: (r) => `4 × 22/7 × ${r} × ${r}`,
    mistakes: (r) => [(44 * r * r) / 7, (66 * r * r) / 7, (88 * r * r * r) / 21],
    usesHeight: false,
  },
  {
    name: t('sphere', 'गोले'),
    ask: t('volume', 'आयतन'),
    value: (r) => (88 * r * r * r) / 21,
    formula: '(4/3)πr³',
    working: (r) => `4/3 × 22/7 × ${r} × ${r} × ${r}`,
    mistakes: (r) => [(88 * r * r) / 7, (22 * r * r * r) / 7, (44 * r * r * r) / 21],
    usesHeight: false,
  },
];

export const mensurationTemplates: Template[] = [
  {
    name: 'quant/mensuration/rectangle',
    count: 7,
    make: (rng) => {
      const l = rng.int(6, 60);
      const b = rng.int(4, l - 1);
      const area = rng.chance(0.5);
      const ans = area ? l * b : 2 * (l + b);
      return quant(TOPIC, 'EASY', {
        question: t(
          `A rectangle is ${l} cm long and ${b} cm wide. What is its ${area ? 'area' : 'perimeter'}?`,
          `एक आयत की लंबाई ${l} सेमी और चौड़ाई ${b} सेमी है। उसका ${area ? 'क्षेत्रफल' : 'परिमाप'} क्या है?`,
        ),
        answer: area ? sqcm(ans) : cm(ans),
        wrong: wrongTexts(
          ans,
          area ? [2 * (l + b), 2 * l * b, l * b + l] : [l + b, l * b, 2 * l + b],
          4,
          area ? sqcm : cm,
        ),
        explanation: area
          ? t(
              `Area = length × breadth = ${l} × ${b} = ${ans} cm².`,
              `क्षेत्रफल = लंबाई × चौड़ाई = ${l} × ${b} = ${ans} सेमी²।`,
            )
          : t(
              `Perimeter = 2(l + b) = 2(${l} + ${b}) = ${ans} cm.`,
              `परिमाप = 2(l + b) = 2(${l} + ${b}) = ${ans} सेमी।`,
            ),
      });
    },
  },
  {
    name: 'quant/mensuration/square-diagonal',
    count: 6,
    make: (rng) => {
      const d = rng.step(4, 60, 2);
      const area = (d * d) / 2;
      return quant(TOPIC, 'EASY', {
        question: t(
          `The diagonal of a square is ${d} cm. What is its area?`,
          `एक वर्ग का विकर्ण ${d} सेमी है। उसका क्षेत्रफल क्या है?`,
        ),
        answer: sqcm(area),
        wrong: wrongTexts(area, [d * d, (d * d) / 4, 2 * d * d], 2, sqcm),
        explanation: t(
          `Area of a square = (diagonal)²/2 = ${d}²/2 = ${d * d}/2 = ${area} cm².`,
          `वर्ग का क्षेत्रफल = (विकर्ण)²/2 = ${d}²/2 = ${d * d}/2 = ${area} सेमी²।`,
        ),
      });
    },
  },
  {
    name: 'quant/mensuration/circle',
    count: 7,
    make: (rng) => {
      const r = rng.step(7, 70, 7);
      const area = rng.chance(0.5);
      const ans = area ? (22 * r * r) / 7 : (44 * r) / 7;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `Find the ${area ? 'area' : 'circumference'} of a circle of radius ${r} cm. (Take π = 22/7)`,
          `${r} सेमी त्रिज्या वाले वृत्त ${area ? 'का क्षेत्रफल' : 'की परिधि'} ज्ञात कीजिए। (π = 22/7 लें)`,
        ),
        answer: area ? sqcm(ans) : cm(ans),
        wrong: wrongTexts(
          ans,
          area
            ? [(44 * r) / 7, (11 * r * r) / 7, (44 * r * r) / 7]
            : [(22 * r) / 7, (22 * r * r) / 7, (88 * r) / 7],
          22,
          area ? sqcm : cm,
        ),
        explanation: area
          ? t(
              `Area = πr² = 22/7 × ${r} × ${r} = ${ans} cm².`,
              `क्षेत्रफल = πr² = 22/7 × ${r} × ${r} = ${ans} सेमी²।`,
            )
          : t(
              `Circumference = 2πr = 2 × 22/7 × ${r} = ${ans} cm.`,
              `परिधि = 2πr = 2 × 22/7 × ${r} = ${ans} सेमी।`,
            ),
      });
    },
  },
  {
    name: 'quant/mensuration/cuboid',
    count: 7,
    make: (rng) => {
      const [l, b, h] = [rng.int(3, 30), rng.int(3, 20), rng.int(2, 15)];
      if (l === b || b === h || l === h) return null;
      const volume = rng.chance(0.5);
      const tsa = 2 * (l * b + b * h + h * l);
      const ans = volume ? l * b * h : tsa;
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `A cuboid measures ${l} cm × ${b} cm × ${h} cm. What is its ${volume ? 'volume' : 'total surface area'}?`,
          `एक घनाभ की माप ${l} सेमी × ${b} सेमी × ${h} सेमी है। उसका ${volume ? 'आयतन' : 'संपूर्ण पृष्ठीय क्षेत्रफल'} क्या है?`,
        ),
        answer: volume ? cucm(ans) : sqcm(ans),
        wrong: wrongTexts(
          ans,
          volume ? [tsa, l * b + b * h + h * l, 2 * l * b * h] : [tsa / 2, 2 * h * (l + b), l * b * h],
          6,
          volume ? cucm : sqcm,
        ),
        explanation: volume
          ? t(
              `Volume = l × b × h = ${l} × ${b} × ${h} = ${ans} cm³.`,
              `आयतन = l × b × h = ${l} × ${b} × ${h} = ${ans} सेमी³।`,
            )
          : t(
              `Total surface area = 2(lb + bh + hl) = 2(${l * b} + ${b * h} + ${h * l}) = ${ans} cm².`,
              `संपूर्ण पृष्ठीय क्षेत्रफल = 2(lb + bh + hl) = 2(${l * b} + ${b * h} + ${h * l}) = ${ans} सेमी²।`,
            ),
      });
    },
  },
  {
    name: 'quant/mensuration/cube',
    count: 6,
    make: (rng) => {
      const a = rng.int(2, 25);
      return quant(TOPIC, 'MEDIUM', {
        question: t(
          `The total surface area of a cube is ${6 * a * a} cm². What is its volume?`,
          `एक घन का संपूर्ण पृष्ठीय क्षेत्रफल ${6 * a * a} सेमी² है। उसका आयतन क्या है?`,
        ),
        answer: cucm(a ** 3),
        wrong: wrongTexts(a ** 3, [a * a, 6 * a ** 3, (a + 1) ** 3], a, cucm),
        explanation: t(
          `6a² = ${6 * a * a} ⇒ a² = ${a * a} ⇒ a = ${a} cm. Volume = a³ = ${a ** 3} cm³.`,
          `6a² = ${6 * a * a} ⇒ a² = ${a * a} ⇒ a = ${a} सेमी। आयतन = a³ = ${a ** 3} सेमी³।`,
        ),
      });
    },
  },
  {
    name: 'quant/mensuration/solids',
    count: 9,
    make: (rng) => {
      const solid = rng.pick(SOLIDS);
      const r = rng.step(7, 35, 7);
      const h = rng.step(3, 30, 3);
      const ans = solid.value(r, h);
      if (!Number.isInteger(ans)) return null;
      const cubic = solid.ask.en === 'volume';
      const format = cubic ? cucm : sqcm;
      const dims = solid.usesHeight
        ? t(`radius ${r} cm and height ${h} cm`, `त्रिज्या ${r} सेमी और ऊँचाई ${h} सेमी`)
        : t(`radius ${r} cm`, `त्रिज्या ${r} सेमी`);
      return quant(TOPIC, 'HARD', {
        question: t(
          `Find the ${solid.ask.en} of a ${solid.name.en} with ${dims.en}. (Take π = 22/7)`,
          `${dims.hi} वाले ${solid.name.hi} का ${solid.ask.hi} ज्ञात कीजिए। (π = 22/7 लें)`,
        ),
        answer: format(ans),
        wrong: wrongTexts(ans, solid.mistakes(r, h), 22, format),
        explanation: t(
          `${solid.ask.en[0]?.toUpperCase()}${solid.ask.en.slice(1)} = ${solid.formula} = ${solid.working(r, h)} = ${fmt(ans)} ${cubic ? 'cm³' : 'cm²'}.`,
          `${solid.ask.hi} = ${solid.formula} = ${solid.working(r, h)} = ${fmt(ans)} ${cubic ? 'सेमी³' : 'सेमी²'}।`,
        ),
      });
    },
  },
  {
    name: 'quant/mensuration/heron',
    count: 7,
    make: (rng) => {
      const [x, y, z] = rng.pick(HERONIAN);
      const k = rng.int(1, 3);
      const [a, b, c] = [x * k, y * k, z * k];
      const area = heron(a, b, c);
      const s = (a + b + c) / 2;
      return quant(TOPIC, 'HARD', {
        question: t(
          `Find the area of a triangle whose sides are ${a} cm, ${b} cm and ${c} cm.`,
          `उस त्रिभुज का क्षेत्रफल ज्ञात कीजिए जिसकी भुजाएँ ${a} सेमी, ${b} सेमी और ${c} सेमी हैं।`,
        ),
        answer: sqcm(area),
        wrong: wrongTexts(area, [(a * b) / 2, area * 2, s * 2], 6, sqcm),
        explanation: t(
          `s = (${a} + ${b} + ${c})/2 = ${s}. By Heron's formula, area = √(s(s − a)(s − b)(s − c)) = √(${s} × ${s - a} × ${s - b} × ${s - c}) = ${area} cm².`,
          `s = (${a} + ${b} + ${c})/2 = ${s}। हीरोन के सूत्र से क्षेत्रफल = √(s(s − a)(s − b)(s − c)) = √(${s} × ${s - a} × ${s - b} × ${s - c}) = ${area} सेमी²।`,
        ),
      });
    },
  },
];
