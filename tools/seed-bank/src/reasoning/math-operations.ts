import { plain, wrongTexts } from '../numeric';
import { type Template, t } from '../question-draft';
import { reason } from './reasoning-draft';

const TOPIC = 'Mathematical Operations';

type Op = '+' | '−' | '×' | '÷';
const OPS: Op[] = ['+', '−', '×', '÷'];

/**
 * Evaluates with the usual precedence (× and ÷ before + and −, left to right). Returns null
 * when a division is not exact, so every item has a whole-number answer.
 */
export function evaluate(nums: number[], ops: Op[]): number | null {
  const terms: number[] = [nums[0] as number];
  const signs: Op[] = [];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as Op;
    const n = nums[i + 1] as number;
    if (op === '×' || op === '÷') {
      const last = terms.pop() as number;
      if (op === '÷' && (n === 0 || last % n !== 0)) return null;
      terms.push(op === '×' ? last * n : last / n);
    } else {
      terms.push(n);
      signs.push(op);
    }
  }
  return terms.slice(1).reduce((acc, n, i) => (signs[i] === '+' ? acc + n : acc - n), terms[0] as number);
}

const leftToRight = (nums: number[], ops: Op[]) =>
  ops.reduce((acc, op, i) => {
    const n = nums[i + 1] as number;
    return op === '+' ? acc + n : op === '−' ? acc - n : op === '×' ? acc * n : acc / n;
  }, nums[0] as number);

const show = (nums: number[], marks: string[]) =>
  nums.map((n, i) => (i === 0 ? `${n}` : `${marks[i - 1]} ${n}`)).join(' ');

export const mathOperationTemplates: Template[] = [
  {
    name: 'reasoning/math-operations/letters',
    count: 12,
    make: (rng) => {
      const letters = ['A', 'B', 'C', 'D'];
      const meaning = rng.shuffle(OPS);
      const count = rng.int(3, 4);
      const nums = Array.from({ length: count + 1 }, () => rng.int(2, 30));
      const idx = Array.from({ length: count }, () => rng.int(0, 3));
      const ops = idx.map((i) => meaning[i] as Op);
      const ans = evaluate(nums, ops);
      if (ans === null || ans < 0 || new Set(idx).size < 3) return null;
      const legend = letters.map((l, i) => `${l} means '${meaning[i]}'`).join(', ');
      const legendHi = letters.map((l, i) => `${l} का अर्थ '${meaning[i]}'`).join(', ');
      const ltr = leftToRight(nums, ops);
      return reason(TOPIC, 'MEDIUM', {
        question: t(
          `If ${legend}, then what is the value of ${show(
            nums,
            idx.map((i) => letters[i] as string),
          )}?`,
          `यदि ${legendHi} है, तो ${show(
            nums,
            idx.map((i) => letters[i] as string),
          )} का मान क्या है?`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [Number.isInteger(ltr) ? ltr : ans + 4, ans + 2, ans - 3], 1, plain),
        explanation: t(
          `Replacing the letters: ${show(nums, ops)}. Applying BODMAS gives ${ans}.`,
          `अक्षरों के स्थान पर चिह्न रखने पर: ${show(nums, ops)}। BODMAS लगाने पर ${ans} प्राप्त होता है।`,
        ),
      });
    },
  },
  {
    name: 'reasoning/math-operations/swapped-signs',
    count: 14,
    make: (rng) => {
      const meaning = rng.shuffle(OPS);
      // Every sign must change meaning, otherwise the substitution is partly a no-op.
      if (meaning.some((m, i) => m === OPS[i])) return null;
      const count = rng.int(3, 4);
      const nums = Array.from({ length: count + 1 }, () => rng.int(2, 40));
      const shown = Array.from({ length: count }, () => rng.pick(OPS));
      if (new Set(shown).size < 3) return null;
      const actual = shown.map((s) => meaning[OPS.indexOf(s)] as Op);
      const ans = evaluate(nums, actual);
      if (ans === null || ans < 0) return null;
      const literal = evaluate(nums, shown);
      const legend = OPS.map((o, i) => `'${o}' means '${meaning[i]}'`);
      const legendHi = OPS.map((o, i) => `'${o}' का अर्थ '${meaning[i]}'`);
      const join = (parts: string[], and: string) => `${parts.slice(0, -1).join(', ')} ${and} ${parts[3]}`;
      return reason(TOPIC, 'HARD', {
        question: t(
          `If ${join(legend, 'and')}, then what is the value of ${show(nums, shown)}?`,
          `यदि ${join(legendHi, 'और')} है, तो ${show(nums, shown)} का मान क्या है?`,
        ),
        answer: plain(ans),
        wrong: wrongTexts(ans, [literal ?? ans + 6, ans + 3, ans - 2], 1, plain, { allowNegative: false }),
        explanation: t(
          `After interchanging the signs the expression is ${show(nums, actual)}. Applying BODMAS gives ${ans}.`,
          `चिह्न बदलने पर व्यंजक ${show(nums, actual)} बनता है। BODMAS लगाने पर ${ans} प्राप्त होता है।`,
        ),
      });
    },
  },
];
