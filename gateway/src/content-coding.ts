/** The codings the build precompresses, in the order the gateway prefers them (smallest first). */
export const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

const ALIASES: Record<string, string> = { 'x-gzip': 'gzip' };

const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;
const weightOf = (q: string | undefined) => (q === undefined ? 1 : QVALUE.test(q) ? Number(q) : 0);

/** Accept-Encoding as coding → weight (RFC 9110 §12.5.3); an unreadable weight counts as 0. */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!rawName) continue;
    const name = ALIASES[rawName] ?? rawName;
    const q = params.find((p) => p.startsWith('q='))?.slice(2);
    found.set(name, Math.max(weightOf(q), found.get(name) ?? 0));
  }
  return found;
}

/**
 * The precompressed variants this client accepts, best first: by the client's weight, then by
 * the gateway's preference. Empty when it takes none (no header means identity only, as most
 * servers read it). A coding the header does not name takes the weight of `*`; one the client
 * weighs below an explicit `identity` is left out.
 */
export function acceptedVariants(header: string | undefined): Precompressed[] {
  if (!header) return [];
  const weight = weights(header);
  const accepts = (coding: string) => weight.get(coding) ?? weight.get('*') ?? 0;
  const identity = weight.get('identity') ?? 0;
  return PRECOMPRESSED.filter((v) => accepts(v.coding) > 0 && accepts(v.coding) >= identity).sort(
    (a, b) => accepts(b.coding) - accepts(a.coding),
  );
}
