/**
 * Kafka's default limit is ~1 MB per record batch (`message.max.bytes`), and one produce
 * request carries a batch per partition: requests of at most this many bytes of values stay
 * under it whatever the partitioning, with room for keys, headers and framing.
 */
export const MAX_REQUEST_BYTES = 800_000;

/**
 * Splits items, in order, into runs whose summed sizes stay within `maxBytes` (an item larger
 * than that travels alone). Few large requests instead of many small ones: on a busy box each
 * produce round trip costs tens of milliseconds, and at 100 messages a request the attempts
 * relay spent its time waiting for acks while a 10,000-aspirant crowd outwrote it.
 */
export function chunkByBytes<T>(
  items: readonly T[],
  sizeOf: (item: T) => number,
  maxBytes = MAX_REQUEST_BYTES,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (current.length > 0 && bytes + size > maxBytes) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
