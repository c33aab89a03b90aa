import { plain } from '../numeric';
import { type Template, t } from '../question-draft';
import { RELATIONS } from './analogy-words';
import { reason } from './reasoning-draft';

const TOPIC = 'Analogy';

/** Number rules an SSC analogy can use. Wrong options avoid every rule that fits the example. */
export const NUMBER_RULES: ReadonlyArray<{
  name: string;
  hi: string;
  f: (n: number) => number;
  hard: boolean;
}> = [
  { name: 'n²', hi: 'n²', f: (n) => n * n, hard: false },
  { name: 'n³', hi: 'n³', f: (n) => n ** 3, hard: false },
  { name: 'n² + 1', hi: 'n² + 1', f: (n) => n * n + 1, hard: false },
  { name: 'n² − 1', hi: 'n² − 1', f: (n) => n * n - 1, hard: false },
  { name: 'n³ + 1', hi: 'n³ + 1', f: (n) => n ** 3 + 1, hard: true },
  { name: 'n³ − n', hi: 'n³ − n', f: (n) => n ** 3 - n, hard: true },
  { name: 'n(n + 1)', hi: 'n(n + 1)', f: (n) => n * (n + 1), hard: true },
  { name: 'n² + n + 1', hi: 'n² + n + 1', f: (n) => n * n + n + 1, hard: true },
  { name: '2n² + 1', hi: '2n² + 1', f: (n) => 2 * n * n + 1, hard: true },
];

/** Values the example pair would also justify: the same rule family, or a plain multiple or sum. */
export function alternativeAnswers(a: number, b: number, c: number): number[] {
  const alts = NUMBER_RULES.filter((r) => r.f(a) === b).map((r) => r.f(c));
  if (b % a === 0) alts.push((b / a) * c);
  alts.push(b - a + c);
  return alts;
}

const ASK_NUMBER = t(
  'Select the option that is related to the third number in the same way as the second number is related to the first number.',
  'उस विकल्प का चयन करें जो तीसरी संख्या से उसी प्रकार संबंधित है जिस प्रकार दूसरी संख्या पहली संख्या से संबंधित है।',
);
const ASK_WORD = t(
  'Select the option that is related to the third word in the same way as the second word is related to the first word.',
  'उस विकल्प का चयन करें जो तीसरे शब्द से उसी प्रकार संबंधित है जिस प्रकार दूसरा शब्द पहले शब्द से संबंधित है।',
);

export const analogyTemplates: Template[] = [
  {
    name: 'reasoning/analogy/numbers',
    count: 14,
    make: (rng) => {
      const rule = rng.pick(NUMBER_RULES);
      const a = rng.int(2, 12);
      const c = rng.int(2, 12);
      if (a === c) return null;
      const [b, d] = [rule.f(a), rule.f(c)];
      const banned = new Set([d, ...alternativeAnswers(a, b, c)]);
      const candidates = rng.shuffle(NUMBER_RULES.map((r) => r.f(c)).concat([d + 1, d - 1, d + c, d - c]));
      const wrong = [...new Set(candidates.filter((x) => !banned.has(x) && x > 0))].slice(0, 3);
      if (wrong.length < 3) return null;
      return reason(TOPIC, rule.hard ? 'HARD' : 'MEDIUM', {
        question: t(`${ASK_NUMBER.en}\n${a} : ${b} :: ${c} : ?`, `${ASK_NUMBER.hi}\n${a} : ${b} :: ${c} : ?`),
        answer: plain(d),
        wrong: wrong.map(plain),
        explanation: t(
          `The rule is n → ${rule.name}: ${a} → ${b}. So ${c} → ${d}.`,
          `नियम n → ${rule.hi} है: ${a} → ${b}। अतः ${c} → ${d}।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/analogy/words',
    count: 48,
    make: (rng) => {
      const relation = rng.pick(RELATIONS);
      const [ex, target] = [rng.pick(relation.pairs), rng.pick(relation.pairs)];
      if (ex === target) return null;
      // A word paired with the target anywhere (e.g. Lion: Cub, Den, Roar) must not be a wrong option.
      const taken = new Set(
        RELATIONS.flatMap((r) => r.pairs)
          .filter(([x]) => x.en === target[0].en)
          .map(([, y]) => y.en),
      );
      const pool = RELATIONS.filter((r) => r !== relation)
        .flatMap((r) => r.pairs.map(([, y]) => y))
        .filter((y) => !taken.has(y.en));
      const wrong = rng.shuffle(pool).slice(0, 3);
      return reason(TOPIC, relation.level, {
        question: t(
          `${ASK_WORD.en}\n${ex[0].en} : ${ex[1].en} :: ${target[0].en} : ?`,
          `${ASK_WORD.hi}\n${ex[0].hi} : ${ex[1].hi} :: ${target[0].hi} : ?`,
        ),
        answer: target[1],
        wrong,
        explanation: t(
          `In ${ex[0].en} : ${ex[1].en}, ${relation.why.en}. In the same way, ${target[0].en} : ${target[1].en}.`,
          `${ex[0].hi} : ${ex[1].hi} में ${relation.why.hi}। इसी प्रकार ${target[0].hi} : ${target[1].hi}।`,
        ),
      });
    },
  },
];
