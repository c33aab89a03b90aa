import { describe, expect, it } from 'vitest';
import { chunkByBytes } from './byte-chunks';

describe('chunkByBytes', () => {
  const size = (s: string) => s.length;

  it('keeps order and fills each run up to the limit', () => {
    expect(chunkByBytes(['aaa', 'bb', 'c', 'dddd', 'e'], size, 5)).toEqual([
      ['aaa', 'bb'],
      ['c', 'dddd'],
      ['e'],
    ]);
  });

  it('sends an item larger than the limit alone, never drops or splits it', () => {
    expect(chunkByBytes(['a', 'xxxxxxxx', 'b'], size, 5)).toEqual([['a'], ['xxxxxxxx'], ['b']]);
  });

  it('makes no runs of nothing', () => {
    expect(chunkByBytes([], size, 5)).toEqual([]);
  });
});
