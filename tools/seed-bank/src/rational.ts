import { gcd } from './numeric';

/** Exact fractions, so answers such as 7/12 are computed without floating-point error. */
export type Rational = { n: number; d: number };

export function rat(n: number, d = 1): Rational {
  if (d === 0) throw new Error('zero denominator');
  const g = gcd(Math.abs(n), Math.abs(d)) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const add = (a: Rational, b: Rational) => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational) => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational) => rat(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational) => rat(a.n * b.d, a.d * b.n);
export const eq = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;

/** "7/12", "3" or "-1/4". */
export const ratText = (r: Rational) => (r.d === 1 ? String(r.n) : `${r.n}/${r.d}`);
