import { same, type Template, t } from '../question-draft';
import { letterAt, ordinal, reason } from './reasoning-draft';

const TOPIC = 'Alphabet Test';

/** Word sets sharing a prefix, so dictionary order needs the later letters. */
const WORD_SETS: readonly string[][] = [
  ['Preach', 'Precise', 'Predict', 'Prefer', 'Present', 'Preserve', 'Pressure', 'Prestige', 'Pretend'],
  ['Carbon', 'Cardinal', 'Career', 'Cargo', 'Carpet', 'Carriage', 'Carton', 'Cartoon'],
  ['Stable', 'Stadium', 'Staff', 'Stage', 'Stain', 'Stamp', 'Stand', 'Star', 'Station'],
  [
    'Meander',
    'Measure',
    'Medal',
    'Medium',
    'Melody',
    'Member',
    'Memory',
    'Menace',
    'Mental',
    'Mention',
    'Mentor',
  ],
  ['Grace', 'Grade', 'Grain', 'Grand', 'Granite', 'Grant', 'Grape', 'Graph', 'Grasp', 'Grass'],
  ['Collect', 'College', 'Colony', 'Colour', 'Column', 'Combat', 'Comfort', 'Command', 'Comment'],
];

const ASK = t(
  'Select the option that gives the correct order of the following words as they would appear in an English dictionary.',
  'उस विकल्प का चयन करें जो निम्नलिखित शब्दों का वह सही क्रम बताता है जिसमें वे अंग्रेज़ी शब्दकोश में आएँगे।',
);

export const alphabetTemplates: Template[] = [
  {
    name: 'reasoning/alphabet/letter-position',
    count: 12,
    make: (rng) => {
      const fromLeft = rng.chance(0.5);
      const p = rng.int(3, 24);
      const k = rng.int(2, 12);
      const toRight = rng.chance(0.5);
      const base = fromLeft ? p : 27 - p;
      const pos = toRight ? base + k : base - k;
      if (pos < 1 || pos > 26) return null;
      const ans = letterAt(pos);
      const mirrorPos = toRight ? base - k : base + k;
      const wrongPos = [pos + 1, pos - 1, mirrorPos, 27 - pos].filter((x) => x >= 1 && x <= 26 && x !== pos);
      const wrong = [...new Set(wrongPos.map(letterAt))].slice(0, 3);
      if (wrong.length < 3) return null;
      const endEn = fromLeft ? 'left' : 'right';
      const endHi = fromLeft ? 'बाएँ' : 'दाएँ';
      return reason(TOPIC, fromLeft ? 'EASY' : 'MEDIUM', {
        question: t(
          `Which letter is ${ordinal(k)} to the ${toRight ? 'right' : 'left'} of the ${ordinal(p)} letter from the ${endEn} end of the English alphabet?`,
          `अंग्रेज़ी वर्णमाला में ${endHi} छोर से ${p}वें अक्षर के ${toRight ? 'दाएँ' : 'बाएँ'} ${k}वाँ अक्षर कौन-सा है?`,
        ),
        answer: same(ans),
        wrong: wrong.map(same),
        explanation: t(
          `The ${ordinal(p)} letter from the ${endEn} is ${letterAt(base)} (position ${base} from the left). ${k} places to the ${toRight ? 'right' : 'left'}: position ${pos} = ${ans}.`,
          `${endHi} से ${p}वाँ अक्षर ${letterAt(base)} है (बाएँ से स्थान ${base})। उसके ${toRight ? 'दाएँ' : 'बाएँ'} ${k} स्थान: स्थान ${pos} = ${ans}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/alphabet/dictionary-order',
    count: 16,
    make: (rng) => {
      const words = rng.shuffle(rng.pick(WORD_SETS)).slice(0, rng.int(4, 5));
      const sorted = [...words].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
      const order = sorted.map((w) => words.indexOf(w) + 1);
      const text = (o: number[]) => same(o.join(', '));
      const swap = (o: number[], i: number) => {
        const c = [...o];
        [c[i], c[i + 1]] = [c[i + 1] as number, c[i] as number];
        return c;
      };
      const listed = words.map((w, i) => `${i + 1}. ${w}`).join('\n');
      return reason(TOPIC, words.length === 5 ? 'HARD' : 'MEDIUM', {
        question: t(`${ASK.en}\n${listed}`, `${ASK.hi}\n${listed}`),
        answer: text(order),
        wrong: [swap(order, 0), swap(order, order.length - 2), [...order].reverse()].map(text),
        explanation: t(
          `In dictionary order: ${sorted.join(', ')}, i.e. ${order.join(', ')}.`,
          `शब्दकोश क्रम: ${sorted.join(', ')}, अर्थात ${order.join(', ')}।`,
        ),
      });
    },
  },
];
