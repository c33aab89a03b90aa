import { describe, expect, it } from 'vitest';
import { allOnPageSelected, setPageSelected, toggleId } from './questionSelection';

describe('question selection', () => {
  it('toggles an id, keeping the order of the others', () => {
    expect(toggleId(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('selects and clears a whole page without duplicates', () => {
    expect(setPageSelected(['x', 'b'], ['a', 'b', 'c'], true)).toEqual(['x', 'b', 'a', 'c']);
    expect(setPageSelected(['x', 'b', 'a'], ['a', 'b', 'c'], false)).toEqual(['x']);
  });

  it('knows when a page is fully selected', () => {
    expect(allOnPageSelected(['a', 'b', 'z'], ['a', 'b'])).toBe(true);
    expect(allOnPageSelected(['a'], ['a', 'b'])).toBe(false);
    expect(allOnPageSelected(['a'], [])).toBe(false);
  });
});
