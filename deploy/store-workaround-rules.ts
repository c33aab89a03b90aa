/**
 * Compose and Kubernetes run MongoDB, where the services leave the FerretDB workarounds off by
 * themselves (STORE_WORKAROUNDS=auto asks the server at boot: service-kit store-workarounds.ts).
 * So a manifest must not force them on, and must not carry the switches they replaced, which the
 * services no longer read: a reader would believe they still decide something.
 */
const RETIRED = ['ATTEMPT_PACKED_PAYLOADS', 'ATTEMPT_GROUP_COMMIT', 'QUESTION_LISTING'];

export function storeWorkaroundProblems(where: string, env: Record<string, unknown>): string[] {
  const problems = RETIRED.filter((key) => key in env).map(
    (key) =>
      `${where}: ${key} is retired (the store's workarounds follow the server; STORE_WORKAROUNDS overrides)`,
  );
  if (String(env.STORE_WORKAROUNDS ?? 'auto') === 'on')
    problems.push(`${where}: STORE_WORKAROUNDS=on forces FerretDB's workarounds onto MongoDB`);
  return problems;
}
