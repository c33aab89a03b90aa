import { plain, wrongTexts } from '../numeric';
import { type Template, type Text, t } from '../question-draft';
import { reason } from './reasoning-draft';

const TOPIC = 'Number Series';

const ask = (terms: number[]): Text =>
  t(
    `Select the number that will come next in the following series.\n${terms.join(', ')}, ?`,
    `निम्नलिखित श्रृंखला में आगे आने वाली संख्या का चयन करें।\n${terms.join(', ')}, ?`,
  );

/** Builds a series item from the full list of terms; the last term is the answer. */
function series(difficulty: 'EASY' | 'MEDIUM' | 'HARD', all: number[], step: number, why: Text) {
  const shown = all.slice(0, -1);
  const next = all[all.length - 1] as number;
  const last = shown[shown.length - 1] as number;
  return reason(TOPIC, difficulty, {
    question: ask(shown),
    answer: plain(next),
    wrong: wrongTexts(
      next,
      [next + step, next - step, last + (next - last) * 2, next + 1],
      Math.max(1, step),
      plain,
      {
        allowNegative: true,
      },
    ),
    explanation: why,
  });
}

export const numberSeriesTemplates: Template[] = [
  {
    name: 'reasoning/number-series/arithmetic',
    count: 9,
    make: (rng) => {
      const a = rng.int(2, 60);
      const d = rng.pick([-1, 1]) * rng.int(3, 17);
      const all = Array.from({ length: 6 }, (_, i) => a + i * d);
      if (all.some((x) => x < 0)) return null;
      const op = d > 0 ? `+${d}` : `−${-d}`;
      return series(
        'EASY',
        all,
        2,
        t(
          `Each term is the previous term ${op}. Next term = ${all[4]} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${all[5]}.`,
          `प्रत्येक पद पिछले पद में ${op} करने से प्राप्त होता है। अगला पद = ${all[4]} ${d > 0 ? '+' : '−'} ${Math.abs(d)} = ${all[5]}।`,
        ),
      );
    },
  },
  {
    name: 'reasoning/number-series/geometric',
    count: 8,
    make: (rng) => {
      const a = rng.int(1, 7);
      const r = rng.int(2, 4);
      const all = Array.from({ length: 6 }, (_, i) => a * r ** i);
      return series(
        'EASY',
        all,
        a * r,
        t(
          `Each term is multiplied by ${r}. Next term = ${all[4]} × ${r} = ${all[5]}.`,
          `प्रत्येक पद को ${r} से गुणा किया गया है। अगला पद = ${all[4]} × ${r} = ${all[5]}।`,
        ),
      );
    },
  },
  {
    name: 'reasoning/number-series/squares-and-cubes',
    count: 9,
    make: (rng) => {
      const cube = rng.chance(0.4);
      const start = rng.int(1, cube ? 5 : 9);
      const c = rng.int(-3, 5);
      const p = cube ? 3 : 2;
      const all = Array.from({ length: 6 }, (_, i) => (start + i) ** p + c);
      if ((all[0] as number) < 0) return null;
      const form = `n${cube ? '³' : '²'}${c === 0 ? '' : c > 0 ? ` + ${c}` : ` − ${-c}`}`;
      const n = start + 5;
      return series(
        'MEDIUM',
        all,
        2,
        t(
          `The terms are ${form} for n = ${start}, ${start + 1}, ${start + 2}, … . Next term = ${n}${cube ? '³' : '²'}${c === 0 ? '' : c > 0 ? ` + ${c}` : ` − ${-c}`} = ${all[5]}.`,
          `पद n = ${start}, ${start + 1}, ${start + 2}, … के लिए ${form} हैं। अगला पद = ${n}${cube ? '³' : '²'}${c === 0 ? '' : c > 0 ? ` + ${c}` : ` − ${-c}`} = ${all[5]}।`,
        ),
      );
    },
  },
  {
    name: 'reasoning/number-series/growing-difference',
    count: 9,
    make: (rng) => {
      const a = rng.int(2, 40);
      const d0 = rng.int(1, 8);
      const k = rng.int(2, 5);
      const diffs = Array.from({ length: 5 }, (_, i) => d0 + i * k);
      const all = [a];
      for (const d of diffs) all.push((all[all.length - 1] as number) + d);
      return series(
        'MEDIUM',
        all,
        k,
        t(
          `The differences are ${diffs.slice(0, 4).join(', ')}, increasing by ${k} each time. The next difference is ${diffs[4]}, so the next term = ${all[4]} + ${diffs[4]} = ${all[5]}.`,
          `क्रमागत अंतर ${diffs.slice(0, 4).join(', ')} हैं, जो हर बार ${k} बढ़ते हैं। अगला अंतर ${diffs[4]} है, अतः अगला पद = ${all[4]} + ${diffs[4]} = ${all[5]}।`,
        ),
      );
    },
  },
  {
    name: 'reasoning/number-series/multiply-and-add',
    count: 9,
    make: (rng) => {
      const a = rng.int(1, 9);
      const m = rng.int(2, 3);
      const c = rng.pick([-3, -2, -1, 1, 2, 3, 4, 5]);
      const all = [a];
      for (let i = 0; i < 5; i++) all.push((all[i] as number) * m + c);
      if (all.some((x) => x <= 0)) return null;
      const op = `× ${m} ${c > 0 ? '+' : '−'} ${Math.abs(c)}`;
      return series(
        'HARD',
        all,
        m,
        t(
          `Each term = previous term ${op}. Next term = ${all[4]} ${op} = ${all[5]}.`,
          `प्रत्येक पद = पिछला पद ${op}। अगला पद = ${all[4]} ${op} = ${all[5]}।`,
        ),
      );
    },
  },
  {
    name: 'reasoning/number-series/alternating-operations',
    count: 8,
    make: (rng) => {
      const a = rng.int(2, 12);
      const m = rng.int(2, 3);
      const c = rng.int(1, 9);
      const all = [a];
      for (let i = 0; i < 6; i++) all.push(i % 2 === 0 ? (all[i] as number) * m : (all[i] as number) + c);
      return series(
        'HARD',
        all,
        c,
        t(
          `The operations alternate: × ${m}, + ${c}, × ${m}, + ${c}, … . The next operation is + ${c}: ${all[5]} + ${c} = ${all[6]}.`,
          `संक्रियाएँ बारी-बारी से होती हैं: × ${m}, + ${c}, × ${m}, + ${c}, … । अगली संक्रिया + ${c} है: ${all[5]} + ${c} = ${all[6]}।`,
        ),
      );
    },
  },
  {
    name: 'reasoning/number-series/interleaved',
    count: 8,
    make: (rng) => {
      const [a, b] = [rng.int(1, 30), rng.int(40, 90)];
      const [d1, d2] = [rng.int(2, 9), -rng.int(2, 9)];
      const all = Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0 ? a + (i / 2) * d1 : b + ((i - 1) / 2) * d2,
      );
      return series(
        'HARD',
        all,
        Math.abs(d2),
        t(
          `Two series alternate. Odd positions: ${a}, ${a + d1}, ${a + 2 * d1}, … (+${d1}); even positions: ${b}, ${b + d2}, ${b + 2 * d2}, … (−${-d2}). The next (8th) term = ${all[5]} − ${-d2} = ${all[7]}.`,
          `दो श्रृंखलाएँ बारी-बारी से चलती हैं। विषम स्थान: ${a}, ${a + d1}, ${a + 2 * d1}, … (+${d1}); सम स्थान: ${b}, ${b + d2}, ${b + 2 * d2}, … (−${-d2})। अगला (8वाँ) पद = ${all[5]} − ${-d2} = ${all[7]}।`,
        ),
      );
    },
  },
];
