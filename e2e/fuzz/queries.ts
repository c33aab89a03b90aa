import fc from 'fast-check';
import { encodeLoosely } from './params';

/**
 * Query strings as sent: repeated keys, `a[]=` arrays and `a[b]=` objects (what `qs` would turn
 * into objects), numbers no page or limit allows, operator-looking values, and the real query
 * names each route reads with values of the wrong kind.
 */
export type QueryCase = { label: string; raw: string };

/** Names the routes read (contracts: adminQuestionsQuery, questionCountQuery, userAttemptsQuery, ...). */
const NAMES = [
  'page',
  'limit',
  'section',
  'difficulty',
  'search',
  'topic',
  'topicId',
  'testType',
  'testAttemptId',
  'ids',
  'dryRun',
];

const HOSTILE_VALUES = [
  '',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '0x10',
  '%20%201',
  'true',
  'null',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  '%7B%22%24gt%22%3A%22%22%7D',
  '$where',
  '.*',
  '(a%2B)%2B%24',
  '%00',
  '%ED%A0%80',
  '%FF',
  '%zz',
  '%',
  ',,,,',
  'a'.repeat(5_000),
  Array.from({ length: 600 }, (_, i) => `id${i}`).join(','),
  encodeURIComponent('हिन्दी'),
];

const FIXED: readonly QueryCase[] = [
  { label: 'repeated page', raw: 'page=1&page=2&limit=5&limit=6' },
  { label: 'array syntax', raw: 'page[]=1&limit[]=2&search[]=a&ids[]=x&testAttemptId[]=y' },
  { label: 'object syntax', raw: 'page[$gt]=0&search[$regex]=.*&testAttemptId[$ne]=x&ids[0]=a' },
  { label: 'prototype keys', raw: '__proto__[role]=admin&constructor[prototype][role]=admin&__proto__=1' },
  { label: 'huge page', raw: 'page=99999999999999999999&limit=99999999999999999999' },
  { label: 'negative page', raw: 'page=-1&limit=-50' },
  { label: 'limit 1000', raw: 'limit=1000' },
  { label: 'limit 1001', raw: 'limit=1001' },
  { label: 'empty keys', raw: '&&=&==&a' },
  { label: 'only question mark', raw: '' },
  { label: 'semicolon separators', raw: 'page=1;limit=2' },
  { label: 'encoded ampersand', raw: 'search=a%26limit%3D9999' },
  { label: 'hash in query', raw: 'search=a#b' },
  { label: 'question marks', raw: '?page=1??' },
  { label: 'many keys', raw: Array.from({ length: 2_000 }, (_, i) => `k${i}=${i}`).join('&') },
  { label: 'one huge key', raw: `${'k'.repeat(6_000)}=1` },
];

const generated: fc.Arbitrary<QueryCase> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...NAMES),
        fc.constantFrom(...NAMES).map((n) => `${n}[]`),
      ),
      fc.oneof(
        fc.constantFrom(...HOSTILE_VALUES),
        fc.string({ unit: 'binary', maxLength: 20 }).map(encodeLoosely),
        fc.integer().map(String),
        fc.double().map(String),
      ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => ({ label: 'generated', raw: pairs.map(([k, v]) => `${k}=${v}`).join('&') }));

export function queryCases(seed: number, generatedCount: number): QueryCase[] {
  return [...FIXED, ...fc.sample(generated, { seed, numRuns: generatedCount })];
}
