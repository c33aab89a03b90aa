import { same, type Template, type Text, t } from '../question-draft';
import { letterAt, reason } from './reasoning-draft';

const TOPIC = 'Classification';

const ASK = t(
  'Three of the following four options are alike in a certain way and one is different. Select the odd one out.',
  'निम्नलिखित चार विकल्पों में से तीन किसी प्रकार से एक समान हैं और एक असंगत है। असंगत विकल्प का चयन करें।',
);

const w = (en: string, hi: string): Text => ({ en, hi });

/** A category, the words in it, and words clearly outside it (the odd ones). */
const GROUPS: ReadonlyArray<{ kind: Text; members: Text[]; outsiders: Text[]; outsiderKind: Text }> = [
  {
    kind: w('fruits', 'फल'),
    members: [
      w('Mango', 'आम'),
      w('Apple', 'सेब'),
      w('Banana', 'केला'),
      w('Guava', 'अमरूद'),
      w('Grapes', 'अंगूर'),
      w('Papaya', 'पपीता'),
    ],
    outsiders: [w('Potato', 'आलू'), w('Onion', 'प्याज़'), w('Spinach', 'पालक')],
    outsiderKind: w('a vegetable', 'एक सब्ज़ी है'),
  },
  {
    kind: w('metals', 'धातुएँ'),
    members: [
      w('Iron', 'लोहा'),
      w('Copper', 'ताँबा'),
      w('Silver', 'चाँदी'),
      w('Zinc', 'जस्ता'),
      w('Aluminium', 'एल्युमिनियम'),
      w('Gold', 'सोना'),
    ],
    outsiders: [w('Sulphur', 'गंधक'), w('Carbon', 'कार्बन'), w('Phosphorus', 'फॉस्फोरस')],
    outsiderKind: w('a non-metal', 'एक अधातु है'),
  },
  {
    kind: w('planets', 'ग्रह'),
    members: [
      w('Venus', 'शुक्र'),
      w('Mars', 'मंगल'),
      w('Jupiter', 'बृहस्पति'),
      w('Saturn', 'शनि'),
      w('Neptune', 'वरुण'),
      w('Uranus', 'अरुण'),
    ],
    outsiders: [w('Moon', 'चंद्रमा'), w('Sun', 'सूर्य')],
    outsiderKind: w(
      'not a planet (the Moon is a satellite, the Sun a star)',
      'ग्रह नहीं है (चंद्रमा उपग्रह है, सूर्य तारा है)',
    ),
  },
  {
    kind: w('string instruments', 'तार वाद्य'),
    members: [
      w('Sitar', 'सितार'),
      w('Veena', 'वीणा'),
      w('Sarod', 'सरोद'),
      w('Violin', 'वायलिन'),
      w('Guitar', 'गिटार'),
      w('Santoor', 'संतूर'),
    ],
    outsiders: [w('Tabla', 'तबला'), w('Flute', 'बाँसुरी'), w('Shehnai', 'शहनाई')],
    outsiderKind: w('not a string instrument', 'तार वाद्य नहीं है'),
  },
  {
    kind: w('birds', 'पक्षी'),
    members: [
      w('Sparrow', 'गौरैया'),
      w('Parrot', 'तोता'),
      w('Crow', 'कौआ'),
      w('Pigeon', 'कबूतर'),
      w('Eagle', 'चील'),
      w('Peacock', 'मोर'),
    ],
    outsiders: [w('Bat', 'चमगादड़')],
    outsiderKind: w('a mammal, not a bird', 'पक्षी नहीं, स्तनधारी है'),
  },
  {
    kind: w('units of length', 'लंबाई की इकाइयाँ'),
    members: [
      w('Metre', 'मीटर'),
      w('Kilometre', 'किलोमीटर'),
      w('Centimetre', 'सेंटीमीटर'),
      w('Mile', 'मील'),
      w('Millimetre', 'मिलीमीटर'),
    ],
    outsiders: [w('Kilogram', 'किलोग्राम'), w('Litre', 'लीटर'), w('Second', 'सेकंड')],
    outsiderKind: w('not a unit of length', 'लंबाई की इकाई नहीं है'),
  },
  {
    kind: w('sense organs', 'ज्ञानेंद्रियाँ'),
    members: [w('Eye', 'आँख'), w('Ear', 'कान'), w('Nose', 'नाक'), w('Tongue', 'जीभ'), w('Skin', 'त्वचा')],
    outsiders: [w('Heart', 'हृदय'), w('Liver', 'यकृत'), w('Kidney', 'वृक्क')],
    outsiderKind: w('not a sense organ', 'ज्ञानेंद्रिय नहीं है'),
  },
  {
    kind: w('two-dimensional figures', 'द्वि-आयामी आकृतियाँ'),
    members: [
      w('Triangle', 'त्रिभुज'),
      w('Square', 'वर्ग'),
      w('Rectangle', 'आयत'),
      w('Circle', 'वृत्त'),
      w('Pentagon', 'पंचभुज'),
    ],
    outsiders: [w('Cube', 'घन'), w('Sphere', 'गोला'), w('Cylinder', 'बेलन')],
    outsiderKind: w('a solid (three-dimensional)', 'एक ठोस (त्रि-आयामी) आकृति है'),
  },
];

const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
const isSquare = (n: number) => Number.isInteger(Math.sqrt(n));
const isCube = (n: number) => Math.round(Math.cbrt(n)) ** 3 === n;

const PROPERTIES: ReadonlyArray<{ test: (n: number) => boolean; en: string; hi: string }> = [
  { test: isPrime, en: 'prime numbers', hi: 'अभाज्य संख्याएँ' },
  { test: isSquare, en: 'perfect squares', hi: 'पूर्ण वर्ग' },
  { test: isCube, en: 'perfect cubes', hi: 'पूर्ण घन' },
  { test: (n) => n % 7 === 0, en: 'multiples of 7', hi: '7 के गुणज' },
  { test: (n) => n % 11 === 0, en: 'multiples of 11', hi: '11 के गुणज' },
  { test: (n) => n % 2 === 0, en: 'even numbers', hi: 'सम संख्याएँ' },
  { test: (n) => n % 3 === 0, en: 'multiples of 3', hi: '3 के गुणज' },
  { test: (n) => n % 5 === 0, en: 'multiples of 5', hi: '5 के गुणज' },
];

/** The one option that alone differs under some property, or null when none or several do. */
export function soleOutlier(values: number[]): number | null {
  const outliers = new Set<number>();
  for (const p of PROPERTIES) {
    const having = values.filter(p.test);
    if (having.length === 1) outliers.add(having[0] as number);
    if (having.length === 3) outliers.add(values.find((v) => !p.test(v)) as number);
  }
  return outliers.size === 1 ? ([...outliers][0] as number) : null;
}

export const classificationTemplates: Template[] = [
  {
    name: 'reasoning/classification/words',
    count: 30,
    make: (rng) => {
      const group = rng.pick(GROUPS);
      const members = rng.shuffle(group.members).slice(0, 3);
      const odd = rng.pick(group.outsiders);
      return reason(TOPIC, 'EASY', {
        question: t(`${ASK.en}`, `${ASK.hi}`),
        answer: odd,
        wrong: members,
        explanation: t(
          `${members.map((m) => m.en).join(', ')} are ${group.kind.en}; ${odd.en} is ${group.outsiderKind.en}.`,
          `${members.map((m) => m.hi).join(', ')} ${group.kind.hi} हैं; ${odd.hi} ${group.outsiderKind.hi}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/classification/numbers',
    count: 16,
    make: (rng) => {
      const prop = rng.pick(PROPERTIES.slice(0, 5));
      const pool = Array.from({ length: 190 }, (_, i) => i + 10);
      const inside = rng.shuffle(pool.filter(prop.test)).slice(0, 3);
      const odd = rng.pick(pool.filter((n) => !prop.test(n)));
      const values = [...inside, odd];
      if (soleOutlier(values) !== odd) return null;
      return reason(TOPIC, 'MEDIUM', {
        question: t(`${ASK.en}`, `${ASK.hi}`),
        answer: same(odd),
        wrong: inside.map(same),
        explanation: t(
          `${inside.join(', ')} are ${prop.en}; ${odd} is not.`,
          `${inside.join(', ')} सभी ${prop.hi} हैं; ${odd} नहीं है।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/classification/number-pairs',
    count: 12,
    make: (rng) => {
      const rules = [
        { f: (n: number) => n * n, en: 'the square', hi: 'वर्ग' },
        { f: (n: number) => n ** 3, en: 'the cube', hi: 'घन' },
        { f: (n: number) => n * n + 1, en: 'the square plus 1', hi: 'वर्ग + 1' },
      ];
      const rule = rng.pick(rules);
      const as = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9, 11, 12]).slice(0, 4) as [
        number,
        number,
        number,
        number,
      ];
      const oddB = rule.f(as[3]) + rng.pick([-2, -1, 1, 2, 3]);
      const pairs = [...as.slice(0, 3).map((a) => [a, rule.f(a)]), [as[3], oddB]] as [number, number][];
      // No other rule may fit exactly three pairs, or the item would have two answers.
      if (rules.some((r) => r !== rule && pairs.filter(([a, b]) => r.f(a) === b).length >= 3)) return null;
      const show = ([a, b]: [number, number]) => same(`(${a}, ${b})`);
      return reason(TOPIC, 'MEDIUM', {
        question: t(`${ASK.en}`, `${ASK.hi}`),
        answer: show(pairs[3] as [number, number]),
        wrong: pairs.slice(0, 3).map(show),
        explanation: t(
          `In each pair the second number is ${rule.en} of the first, except in (${as[3]}, ${oddB}): for ${as[3]} it should be ${rule.f(as[3])}.`,
          `प्रत्येक युग्म में दूसरी संख्या पहली संख्या का ${rule.hi} है, केवल (${as[3]}, ${oddB}) में नहीं: ${as[3]} के लिए यह ${rule.f(as[3])} होनी चाहिए।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/classification/letter-groups',
    count: 14,
    make: (rng) => {
      const step = rng.int(1, 4);
      const group = (start: number, s1: number, s2: number) =>
        start + s1 + s2 <= 26 ? letterAt(start) + letterAt(start + s1) + letterAt(start + s1 + s2) : null;
      const starts = rng.shuffle(Array.from({ length: 18 }, (_, i) => i + 1)).slice(0, 4);
      const alike = starts.slice(0, 3).map((s) => group(s, step, step));
      const odd = group(starts[3] as number, step, step + 1);
      if (!odd || alike.some((g) => g === null)) return null;
      return reason(TOPIC, 'MEDIUM', {
        question: t(`${ASK.en}`, `${ASK.hi}`),
        answer: same(odd),
        wrong: (alike as string[]).map(same),
        explanation: t(
          `In ${alike.join(', ')} each letter is ${step} place(s) after the previous one (+${step}, +${step}). In ${odd} the gaps are +${step}, +${step + 1}.`,
          `${alike.join(', ')} में प्रत्येक अक्षर पिछले अक्षर से ${step} स्थान आगे है (+${step}, +${step})। ${odd} में अंतर +${step}, +${step + 1} है।`,
        ),
      });
    },
  },
];
