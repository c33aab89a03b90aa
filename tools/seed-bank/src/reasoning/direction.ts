import { km, wrongTexts } from '../numeric';
import { type Template, type Text, t } from '../question-draft';
import { MALE_NAMES, reason } from './reasoning-draft';

const TOPIC = 'Direction Sense';

/** Headings clockwise from North, as unit steps on a grid (x east, y north). */
const HEADINGS = [
  { en: 'North', hi: 'उत्तर', dx: 0, dy: 1 },
  { en: 'East', hi: 'पूर्व', dx: 1, dy: 0 },
  { en: 'South', hi: 'दक्षिण', dx: 0, dy: -1 },
  { en: 'West', hi: 'पश्चिम', dx: -1, dy: 0 },
] as const;

const COMPASS: Record<string, Text> = {
  N: { en: 'North', hi: 'उत्तर' },
  S: { en: 'South', hi: 'दक्षिण' },
  E: { en: 'East', hi: 'पूर्व' },
  W: { en: 'West', hi: 'पश्चिम' },
  NE: { en: 'North-East', hi: 'उत्तर-पूर्व' },
  NW: { en: 'North-West', hi: 'उत्तर-पश्चिम' },
  SE: { en: 'South-East', hi: 'दक्षिण-पूर्व' },
  SW: { en: 'South-West', hi: 'दक्षिण-पश्चिम' },
};

export const compassOf = (x: number, y: number) =>
  `${y > 0 ? 'N' : y < 0 ? 'S' : ''}${x > 0 ? 'E' : x < 0 ? 'W' : ''}`;

type Walk = { text: Text; x: number; y: number; steps: Text[] };

/** A walk of 2–4 legs: the first towards a named heading, then right or left turns. */
function walk(rng: Parameters<Template['make']>[0], legs: number): Walk {
  const who = rng.pick(MALE_NAMES);
  let h = rng.int(0, 3);
  const heading = () => HEADINGS[h] as (typeof HEADINGS)[number];
  let [x, y] = [0, 0];
  const first = rng.int(2, 15);
  x += heading().dx * first;
  y += heading().dy * first;
  const en = [`${who.en} starts from his house and walks ${first} km towards ${heading().en}.`];
  const hi = [`${who.hi} अपने घर से चलकर ${first} किमी ${heading().hi} की ओर जाता है।`];
  const steps: Text[] = [t(`${first} km ${heading().en}`, `${first} किमी ${heading().hi}`)];
  for (let i = 1; i < legs; i++) {
    const right = rng.chance(0.5);
    h = (h + (right ? 1 : 3)) % 4;
    const d = rng.int(2, 15);
    x += heading().dx * d;
    y += heading().dy * d;
    const then = i === legs - 1 && legs > 2 ? ['Finally he', 'अंत में वह'] : ['Then he', 'फिर वह'];
    en.push(`${then[0]} turns ${right ? 'right' : 'left'} and walks ${d} km.`);
    hi.push(`${then[1]} ${right ? 'दाएँ' : 'बाएँ'} मुड़कर ${d} किमी चलता है।`);
    steps.push(t(`${d} km ${heading().en}`, `${d} किमी ${heading().hi}`));
  }
  return { text: t(en.join(' '), hi.join(' ')), x, y, steps };
}

/** Where the walk ends, leaving out a zero component ("5 km North of the start"). */
const position = (x: number, y: number): Text => {
  const en: string[] = [];
  const hi: string[] = [];
  if (x !== 0) {
    en.push(`${Math.abs(x)} km ${x > 0 ? 'East' : 'West'}`);
    hi.push(`${Math.abs(x)} किमी ${x > 0 ? 'पूर्व' : 'पश्चिम'}`);
  }
  if (y !== 0) {
    en.push(`${Math.abs(y)} km ${y > 0 ? 'North' : 'South'}`);
    hi.push(`${Math.abs(y)} किमी ${y > 0 ? 'उत्तर' : 'दक्षिण'}`);
  }
  return t(`${en.join(' and ')} of the start`, `आरंभ-बिंदु से ${hi.join(' और ')}`);
};

export const directionTemplates: Template[] = [
  {
    name: 'reasoning/direction/distance',
    count: 16,
    make: (rng) => {
      const legs = rng.int(2, 4);
      const w = walk(rng, legs);
      const dist = Math.sqrt(w.x * w.x + w.y * w.y);
      if (!Number.isInteger(dist) || dist === 0) return null;
      const straight = w.x === 0 || w.y === 0;
      const total = w.steps.reduce((s, step) => s + Number.parseInt(step.en, 10), 0);
      return reason(TOPIC, legs === 2 ? 'EASY' : legs === 3 ? 'MEDIUM' : 'HARD', {
        question: t(
          `${w.text.en} How far is he from his house now?`,
          `${w.text.hi} अब वह अपने घर से कितनी दूरी पर है?`,
        ),
        answer: km(dist),
        wrong: wrongTexts(dist, [total, Math.abs(w.x) + Math.abs(w.y), dist + 2], 1, km),
        explanation: t(
          `Legs: ${w.steps.map((s) => s.en).join(', ')}. He ends ${position(w.x, w.y).en}. ${straight ? `So he is ${dist} km from his house.` : `Distance = √(${Math.abs(w.x)}² + ${Math.abs(w.y)}²) = ${dist} km.`}`,
          `चरण: ${w.steps.map((s) => s.hi).join(', ')}। वह ${position(w.x, w.y).hi} पहुँचता है। ${straight ? `अतः वह अपने घर से ${dist} किमी दूर है।` : `दूरी = √(${Math.abs(w.x)}² + ${Math.abs(w.y)}²) = ${dist} किमी।`}`,
        ),
      });
    },
  },
  {
    name: 'reasoning/direction/final-direction',
    count: 16,
    make: (rng) => {
      const legs = rng.int(2, 4);
      const w = walk(rng, legs);
      const dir = compassOf(w.x, w.y);
      if (!dir) return null;
      const answer = COMPASS[dir] as Text;
      const wrong = rng
        .shuffle(Object.keys(COMPASS).filter((k) => k !== dir))
        .slice(0, 3)
        .map((k) => COMPASS[k] as Text);
      return reason(TOPIC, legs === 2 ? 'EASY' : legs === 3 ? 'MEDIUM' : 'HARD', {
        question: t(
          `${w.text.en} In which direction is he now with respect to his house?`,
          `${w.text.hi} अब वह अपने घर से किस दिशा में है?`,
        ),
        answer,
        wrong,
        explanation: t(
          `Legs: ${w.steps.map((s) => s.en).join(', ')}. He ends ${position(w.x, w.y).en}, i.e. towards the ${answer.en} of his house.`,
          `चरण: ${w.steps.map((s) => s.hi).join(', ')}। वह ${position(w.x, w.y).hi} पहुँचता है, अर्थात अपने घर के ${answer.hi} में।`,
        ),
      });
    },
  },
];
