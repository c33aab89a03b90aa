import { describe, expect, it } from 'vitest';
import { createRng, rngFor } from './prng';

describe('seeded random numbers', () => {
  it('repeats exactly for the same seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRng(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(rngFor('quant/percentage').int(0, 1e9)).toBe(rngFor('quant/percentage').int(0, 1e9));
  });

  it('keeps int and step inside their ranges and reaches both ends', () => {
    const rng = createRng(7);
    const ints = Array.from({ length: 2000 }, () => rng.int(3, 9));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(9);
    const steps = Array.from({ length: 2000 }, () => rng.step(20, 100, 20));
    expect(new Set(steps)).toEqual(new Set([20, 40, 60, 80, 100]));
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const out = createRng(1).shuffle(input);
    expect([...out].sort()).toEqual([...input]);
    expect(createRng(1).shuffle(input)).toEqual(out);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow(/empty/);
  });
});
