import { same, type Text } from './question-draft';

export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
export const lcm = (a: number, b: number): number => Math.abs(a * b) / gcd(a, b);

/** True when n has at most `decimals` decimal places (guards against 33.333… answers). */
export function isClean(n: number, decimals = 2): boolean {
  const scaled = n * 10 ** decimals;
  return Number.isFinite(n) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Plain decimal text, at most two places, no trailing zeros: 12.5, 7, 0.25. */
export function fmt(n: number): string {
  return String(Number(n.toFixed(2)));
}

/** A reduced fraction "p/q" (or a whole number). */
export function frac(num: number, den: number): string {
  if (den === 0) throw new Error('zero denominator');
  const sign = num * den < 0 ? '-' : '';
  const g = gcd(Math.abs(num), Math.abs(den));
  const p = Math.abs(num) / g;
  const q = Math.abs(den) / g;
  return q === 1 ? `${sign}${p}` : `${sign}${p}/${q}`;
}

export const plain = (n: number): Text => same(fmt(n));
export const rupees = (n: number): Text => same(`₹${fmt(n)}`);
export const percent = (n: number): Text => same(`${fmt(n)}%`);

/** A number with a unit that is written differently in Hindi. */
export const unit =
  (en: string, hi: string) =>
  (n: number): Text => ({ en: `${fmt(n)} ${en}`, hi: `${fmt(n)} ${hi}` });

export const km = unit('km', 'किमी');
export const metres = unit('m', 'मीटर');
export const kmph = unit('km/h', 'किमी/घंटा');
export const mps = unit('m/s', 'मी/से');
export const days = unit('days', 'दिन');
export const hours = unit('hours', 'घंटे');
export const seconds = unit('seconds', 'सेकंड');
export const years = unit('years', 'वर्ष');
export const litres = unit('litres', 'लीटर');
export const sqcm = unit('cm²', 'सेमी²');
export const cucm = unit('cm³', 'सेमी³');
export const cm = unit('cm', 'सेमी');
export const degrees = (n: number): Text => same(`${fmt(n)}°`);

/**
 * Three wrong numbers for a numeric answer. `mistakes` come first, in order: the values a
 * student gets by a typical slip (forgetting a step, inverting a ratio). Anything equal to the
 * answer, repeated, negative (unless allowed) or not clean is dropped; the rest is filled with
 * nearby values `step` apart so there are always three.
 */
export function wrongNumbers(
  answer: number,
  mistakes: number[],
  step: number,
  { allowNegative = false, allowZero = false } = {},
): number[] {
  const seen = new Set([fmt(answer)]);
  const out: number[] = [];
  const offer = (n: number) => {
    if (out.length === 3 || !isClean(n) || (!allowNegative && n < 0) || (!allowZero && n === 0)) return;
    const text = fmt(n);
    if (seen.has(text)) return;
    seen.add(text);
    out.push(Number(text));
  };
  for (const m of mistakes) offer(m);
  for (let k = 1; out.length < 3 && k < 50; k++) {
    offer(answer + k * step);
    offer(answer - k * step);
  }
  return out;
}

/** The three wrong numbers formatted like the answer. */
export function wrongTexts(
  answer: number,
  mistakes: number[],
  step: number,
  format: (n: number) => Text,
  options?: { allowNegative?: boolean; allowZero?: boolean },
): Text[] {
  return wrongNumbers(answer, mistakes, step, options).map(format);
}
