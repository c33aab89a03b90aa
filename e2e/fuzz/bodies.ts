import fc from 'fast-check';
import {
  deepNesting,
  fromPlain,
  isObj,
  type JsonObject,
  type JsonValue,
  jsonText,
  obj,
  Raw,
} from './json-text';

/** One generated request body: what it is (for a failure message) and its bytes. */
export type BodyCase = { label: string; contentType: string; body: string | Buffer };

const JSON_TYPE = 'application/json';

/** Values no field accepts: wrong types, edge numbers, hostile text, operator objects. */
const hostileValue: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom<JsonValue>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    '',
    ' ',
    'null',
    'undefined',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '{"$gt":""}',
    '<script>alert(1)</script>',
    "' OR '1'='1' --",
    '../../../../etc/passwd',
    '..\\..\\internal\\questions',
    '%00',
    '%2e%2e%2f',
    '\u202eevil',
    'हिन्दी',
    '😀',
    '\ufeff',
    'A'.repeat(5_001),
    new Raw('1e309'),
    new Raw('-1e309'),
    new Raw('-0'),
    new Raw('1e-400'),
    new Raw('123456789012345678901234567890'),
    new Raw('9007199254740993'),
    [],
    [null],
    ['A', 'B'],
    obj([]),
    obj([['$gt', '']]),
    obj([['$ne', null]]),
    obj([['$where', 'sleep(5000)']]),
    obj([
      [
        '__proto__',
        obj([
          ['isAdmin', true],
          ['role', 'admin'],
        ]),
      ],
    ]),
    // Keys a document store treats specially, as keys of a map-shaped field.
    obj([
      ['$gt', 1],
      ['a.b', 2],
      ['', 3],
      ['.', 4],
      ['$', 5],
    ]),
    deepNesting(64, 'array'),
    deepNesting(10_000, 'array'),
  ),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Any UTF-16 code unit, so lone surrogates too.
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map((n) => n as JsonValue),
  fc.double().map((n) => n as JsonValue),
  fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }).map((a) => a as JsonValue),
);

/** Keys that poison prototypes or look like query operators. */
const hostileKey = fc.constantFrom(
  'a.b',
  '$',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '$set',
  'role',
  'isAdmin',
  'userId',
  '_id',
  '\ud800',
  '',
);

type Mutation =
  | { kind: 'delete'; key: string }
  | { kind: 'set'; key: string; value: JsonValue }
  | { kind: 'add'; key: string; value: JsonValue }
  | { kind: 'duplicate'; key: string; value: JsonValue };

function mutationOf(keys: string[]): fc.Arbitrary<Mutation> {
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    key.map((k) => ({ kind: 'delete' as const, key: k })),
    fc.record({ kind: fc.constant('set' as const), key, value: hostileValue }),
    fc.record({ kind: fc.constant('add' as const), key: hostileKey, value: hostileValue }),
    fc.record({ kind: fc.constant('duplicate' as const), key, value: hostileValue }),
  );
}

function apply(template: JsonObject, mutations: Mutation[]): JsonObject {
  let entries = [...template.entries];
  for (const m of mutations) {
    if (m.kind === 'delete') entries = entries.filter(([k]) => k !== m.key);
    else if (m.kind === 'set') entries = entries.map(([k, v]) => [k, k === m.key ? m.value : v]);
    else entries.push([m.key, m.value]);
  }
  return obj(entries);
}

const describe = (m: Mutation) => (m.kind === 'delete' ? `-${m.key}` : `${m.kind} ${JSON.stringify(m.key)}`);

/** A valid template broken in one to three fields. */
function mutatedTemplate(template: Record<string, unknown>): fc.Arbitrary<BodyCase> {
  const base = fromPlain(template);
  if (!isObj(base) || base.entries.length === 0) return wholeBody;
  return fc.array(mutationOf(base.entries.map(([k]) => k)), { minLength: 1, maxLength: 3 }).map((ms) => ({
    label: `template ${ms.map(describe).join(', ')}`,
    contentType: JSON_TYPE,
    body: jsonText(apply(base, ms)),
  }));
}

const utf8 = (...bytes: number[]) => Buffer.from(bytes);

/** Whole bodies that are not the right thing at all. */
const wholeBody: fc.Arbitrary<BodyCase> = fc.oneof(
  fc
    .constantFrom<[string, string | Buffer]>(
      ['empty', ''],
      ['space', ' '],
      ['null', 'null'],
      ['string', '"text"'],
      ['number', '123'],
      ['1e309', '1e309'],
      ['array', '[]'],
      ['array of objects', '[{"a":1},{"b":2}]'],
      ['truncated', '{"email":'],
      ['unclosed', '{'],
      ['trailing comma', '{"a":1,}'],
      ['single quotes', "{'a':1}"],
      ['NaN', '{"a":NaN}'],
      ['comment', '// c\n{}'],
      ['BOM', '\ufeff{}'],
      ['NUL bytes', '\u0000\u0000'],
      ['lone surrogate escape', '{"email":"\\ud800","password":"\\udfff","displayName":"\\ud800x"}'],
      [
        'own __proto__',
        '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}',
      ],
      ['duplicate keys', '{"a":1,"a":{"$gt":""},"a":[]}'],
      ['operator object', '{"$where":"sleep(5000)","$gt":"","$ne":null}'],
      ['invalid UTF-8', utf8(0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d)],
      ['overlong UTF-8', utf8(0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xae, 0x22, 0x7d)],
      ['CESU surrogate bytes', utf8(0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d)],
    )
    .map(([label, body]) => ({ label, contentType: JSON_TYPE, body })),
  fc
    .tuple(
      fc.constantFrom(100, 1_000, 5_000, 20_000, 60_000),
      fc.constantFrom('array' as const, 'object' as const),
    )
    .map(([depth, kind]) => ({
      label: `nesting ${depth} deep (${kind})`,
      contentType: JSON_TYPE,
      body: deepNesting(depth, kind).text,
    })),
  fc.constantFrom(10_000, 40_000).map((n) => ({
    label: `${n} keys`,
    contentType: JSON_TYPE,
    body: `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  })),
  fc.constantFrom(200_000, 300_000).map((n) => ({
    label: `${n} bytes`,
    contentType: JSON_TYPE,
    body: JSON.stringify({ a: 'x'.repeat(n) }),
  })),
  hostileValue.map((v) => ({ label: 'a bare value', contentType: JSON_TYPE, body: jsonText(v) })),
  fc.json().map((text) => ({ label: 'random JSON', contentType: JSON_TYPE, body: text })),
);

/** Bad bodies for a route: mostly its own template broken, the rest not its shape at all. */
export function badBodies(template: Record<string, unknown> | undefined): fc.Arbitrary<BodyCase> {
  return template
    ? fc.oneof({ arbitrary: mutatedTemplate(template), weight: 3 }, { arbitrary: wholeBody, weight: 2 })
    : wholeBody;
}

/** For a method or caller the route refuses anyway: no body, a plain one and a broken one. */
export const FEW_BODIES: readonly (BodyCase | undefined)[] = [
  undefined,
  { label: 'operator object', contentType: JSON_TYPE, body: '{"$gt":"","__proto__":{"role":"admin"}}' },
  { label: 'deep nesting', contentType: JSON_TYPE, body: deepNesting(5_000, 'array').text },
];
