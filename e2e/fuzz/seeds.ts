/**
 * One base seed per run (FUZZ_SEED, else a fixed default), so every run sends the same
 * requests and a failure reproduces with the seed its message prints. Each group of cases gets
 * its own seed derived from the base and the group's name, so adding a route does not reshuffle
 * the cases of every other one.
 */
export const DEFAULT_SEED = 20_240_611;

export function baseSeed(): number {
  const fromEnv = Number(process.env.FUZZ_SEED);
  return Number.isSafeInteger(fromEnv) ? fromEnv : DEFAULT_SEED;
}

/** FNV-1a of the group name, mixed into the base seed. */
export function seedFor(base: number, group: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < group.length; i++) {
    hash ^= group.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (base ^ hash) >>> 0;
}

/**
 * FUZZ_SCALE multiplies the number of generated cases (not the fixed corpora, nor the sign-in
 * cases that spend the shared budget), for a longer hunt by hand; the e2e run uses 1.
 */
export function scaled(count: number): number {
  const scale = Number(process.env.FUZZ_SCALE ?? 1);
  return Math.max(1, Math.round(count * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}
