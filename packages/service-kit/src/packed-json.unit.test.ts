import { mongo } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { packJson, payloadEncoder, unpackJson } from './packed-json';

describe('packed JSON', () => {
  it('round-trips through BSON, smaller than the JSON', () => {
    const value = {
      answers: Array.from({ length: 100 }, (_, i) => ({ questionId: `q${i}`, selected: 'A' })),
    };
    const packed = packJson(value);
    expect(packed.position).toBeLessThan(JSON.stringify(value).length / 4);
    const stored = mongo.BSON.deserialize(mongo.BSON.serialize({ packed })).packed;
    expect(unpackJson<typeof value>(stored)).toEqual(value);
  });

  it('returns a value stored before it was packed as it is', () => {
    expect(unpackJson({ a: 1 })).toEqual({ a: 1 });
    expect(unpackJson(null)).toBeNull();
  });

  it('packs only when packed payloads are on', () => {
    const value = { a: [1, 2] };
    expect(payloadEncoder({ packedPayloads: false })(value)).toBe(value);
    const packed = payloadEncoder({ packedPayloads: true })(value);
    expect((packed as { _bsontype?: string })._bsontype).toBe('Binary');
    expect(unpackJson(packed)).toEqual(value);
  });
});
