import { describe, expect, it } from 'vitest';
import { acceptedVariants } from './content-coding';

const codings = (header: string | undefined) => acceptedVariants(header).map((v) => v.coding);

describe('acceptedVariants', () => {
  it("prefers brotli when a browser takes both at the same weight, whatever the header's order", () => {
    expect(codings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(codings('br, gzip')).toEqual(['br', 'gzip']);
  });

  it('serves only what the client names (gzip only, x-gzip, unknown codings)', () => {
    expect(codings('gzip, deflate')).toEqual(['gzip']);
    expect(codings('x-gzip')).toEqual(['gzip']);
    expect(codings('deflate, zstd')).toEqual([]);
  });

  it('has no variant without a header, for identity only, or for an empty header', () => {
    expect(codings(undefined)).toEqual([]);
    expect(codings('')).toEqual([]);
    expect(codings('identity')).toEqual([]);
  });

  it('follows the weights: q=0 refuses, a higher weight comes first', () => {
    expect(codings('br;q=0, gzip')).toEqual(['gzip']);
    expect(codings('br;q=0.5, gzip;q=0.9')).toEqual(['gzip', 'br']);
    expect(codings('BR ; Q=1.0, GZIP;q=0.001')).toEqual(['br', 'gzip']);
    expect(codings('gzip;q=0')).toEqual([]);
  });

  it('reads * for codings not named, and a named weight over *', () => {
    expect(codings('*')).toEqual(['br', 'gzip']);
    expect(codings('*;q=0')).toEqual([]);
    expect(codings('gzip, *;q=0')).toEqual(['gzip']);
    expect(codings('br;q=0, *')).toEqual(['gzip']);
  });

  it('leaves out a coding the client weighs below identity', () => {
    expect(codings('identity, gzip;q=0.5')).toEqual([]);
    expect(codings('identity;q=0.5, gzip;q=0.8, br;q=0.2')).toEqual(['gzip']);
  });

  it('treats an unreadable weight as a refusal', () => {
    expect(codings('br;q=2, gzip')).toEqual(['gzip']);
    expect(codings('br;q=abc, gzip;q=0.1234')).toEqual([]);
  });
});
