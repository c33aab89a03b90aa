/**
 * JSON bodies as text the fuzzer controls byte for byte. `JSON.stringify` cannot write what an
 * attacker can: `1e309`, `-0`, 30-digit integers, duplicate keys, an own `__proto__` key, or
 * nesting deeper than its own stack. Objects are lists of entries so all of these survive.
 */
export class Raw {
  constructor(readonly text: string) {}
}

export type JsonValue = null | boolean | number | string | Raw | JsonValue[] | JsonObject;
export type JsonObject = { entries: [string, JsonValue][] };

export const obj = (entries: [string, JsonValue][]): JsonObject => ({ entries });

export function isObj(value: JsonValue): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Raw);
}

/** A plain object (a template) as entries. */
export function fromPlain(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map(fromPlain);
  if (typeof value === 'object' && value !== null)
    return obj(Object.entries(value).map(([k, v]) => [k, fromPlain(v)]));
  return value as JsonValue;
}

export function jsonText(value: JsonValue): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (isObj(value))
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  // NaN and Infinity have no JSON form; JSON.stringify writes null, as a browser would.
  return JSON.stringify(value) ?? 'null';
}

/** `depth` levels of arrays or objects, written without recursion. */
export function deepNesting(depth: number, kind: 'array' | 'object'): Raw {
  return kind === 'array'
    ? new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`)
    : new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}
