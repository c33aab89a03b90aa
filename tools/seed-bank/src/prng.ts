import { createHash } from 'node:crypto';

/**
 * Seeded randomness for the question bank. The bank must be byte-identical on every machine
 * (question ids are content hashes, and tests reference them), so nothing here may touch
 * Math.random or the clock.
 */
export type Rng = {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Multiple of `step` in [min, max]; `min` must itself be a multiple of `step`. */
  step(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  chance(probability: number): boolean;
};

/** mulberry32: tiny, fast and good enough for content generation (not for secrets). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    step: (min, max, step) => min + step * int(0, Math.floor((max - min) / step)),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    chance: (probability) => next() < probability,
  };
}

/**
 * An independent stream per named generator, so adding or changing one template never
 * reshuffles the questions (and ids) of the others.
 */
export function rngFor(name: string): Rng {
  return createRng(createHash('sha256').update(name).digest().readUInt32LE(0));
}
