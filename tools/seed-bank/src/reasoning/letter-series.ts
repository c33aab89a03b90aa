import { same, type Template, t } from '../question-draft';
import { letterAt, positionOf, reason } from './reasoning-draft';

const TOPIC = 'Letter Series';

const ask = (terms: string[], single = false) =>
  single
    ? t(
        `Select the letter that will come next in the following series.\n${terms.join(', ')}, ?`,
        `निम्नलिखित श्रृंखला में आगे आने वाले अक्षर का चयन करें।\n${terms.join(', ')}, ?`,
      )
    : t(
        `Select the letter-cluster that will come next in the following series.\n${terms.join(', ')}, ?`,
        `निम्नलिखित श्रृंखला में आगे आने वाले अक्षर-समूह का चयन करें।\n${terms.join(', ')}, ?`,
      );

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** A cluster whose letters start at `pos` and move by `inner` inside the cluster; null if it leaves A–Z. */
const cluster = (pos: number, size: number, inner: number) => {
  const ps = Array.from({ length: size }, (_, i) => pos + i * inner);
  return ps.every((p) => p >= 1 && p <= 26) ? ps.map(letterAt).join('') : null;
};

export const letterSeriesTemplates: Template[] = [
  {
    name: 'reasoning/letter-series/single',
    count: 8,
    make: (rng) => {
      const step = rng.pick([2, 3, 4, 5, -2, -3]);
      const start = rng.int(1, 26);
      const ps = Array.from({ length: 6 }, (_, i) => start + i * step);
      if (ps.some((p) => p < 1 || p > 26)) return null;
      const [shown, next] = [ps.slice(0, 5).map(letterAt), letterAt(ps[5] as number)];
      const near = [1, -1, step].map((k) => letterAt((ps[5] as number) + k));
      return reason(TOPIC, 'EASY', {
        question: ask(shown, true),
        answer: same(next),
        wrong: near.map(same),
        explanation: t(
          `Each letter moves ${signed(step)} places in the alphabet: ${shown.join(' → ')} → ${next}.`,
          `प्रत्येक अक्षर वर्णमाला में ${signed(step)} स्थान खिसकता है: ${shown.join(' → ')} → ${next}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/letter-series/pairs',
    count: 9,
    make: (rng) => {
      const [s1, s2] = [rng.int(1, 8), rng.int(19, 26)];
      const [k1, k2] = [rng.int(1, 3), -rng.int(1, 3)];
      const pair = (i: number) => letterAt(s1 + i * k1) + letterAt(s2 + i * k2);
      const shown = [0, 1, 2, 3].map(pair);
      const next = pair(4);
      const [a, b] = [s1 + 4 * k1, s2 + 4 * k2];
      const wrong = [letterAt(a) + letterAt(b + 1), letterAt(a + 1) + letterAt(b), letterAt(b) + letterAt(a)];
      return reason(TOPIC, 'MEDIUM', {
        question: ask(shown),
        answer: same(next),
        wrong: wrong.map(same),
        explanation: t(
          `First letters move ${signed(k1)} (${shown.map((p) => p[0]).join(', ')}, ${next[0]}); second letters move ${signed(k2)} (${shown.map((p) => p[1]).join(', ')}, ${next[1]}). Next: ${next}.`,
          `पहले अक्षर ${signed(k1)} खिसकते हैं (${shown.map((p) => p[0]).join(', ')}, ${next[0]}); दूसरे अक्षर ${signed(k2)} खिसकते हैं (${shown.map((p) => p[1]).join(', ')}, ${next[1]})। अगला: ${next}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/letter-series/clusters',
    count: 9,
    make: (rng) => {
      const size = 3;
      const inner = rng.int(1, 3);
      const outer = rng.int(1, 4);
      const start = rng.int(1, 10);
      const all = [0, 1, 2, 3, 4].map((i) => cluster(start + i * outer, size, inner));
      if (all.some((c) => c === null)) return null;
      const clusters = all as string[];
      const next = clusters[4] as string;
      const first = positionOf(next[0] as string);
      const wrong = [
        cluster(first + 1, size, inner),
        cluster(first, size, inner + 1),
        next.split('').reverse().join(''),
      ];
      if (wrong.some((w) => w === null)) return null;
      return reason(TOPIC, 'HARD', {
        question: ask(clusters.slice(0, 4)),
        answer: same(next),
        wrong: (wrong as string[]).map(same),
        explanation: t(
          `Within each cluster the letters move +${inner}; the first letter of each cluster moves +${outer} (${clusters.map((c) => c[0]).join(', ')}). So the next cluster is ${next}.`,
          `प्रत्येक समूह के भीतर अक्षर +${inner} खिसकते हैं; हर समूह का पहला अक्षर +${outer} खिसकता है (${clusters.map((c) => c[0]).join(', ')})। अतः अगला समूह ${next} है।`,
        ),
      });
    },
  },
];
