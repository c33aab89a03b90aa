import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('uses at most two letters from the first two words', () => {
    expect(initialsOf('Asha Rani Rao')).toBe('AR');
    expect(initialsOf('  priya   sharma ')).toBe('PS');
    expect(initialsOf('Madonna')).toBe('M');
  });

  it('handles non-Latin names without splitting characters', () => {
    expect(initialsOf('राम कुमार')).toBe('रक');
  });

  it('falls back to the email, then to "U"', () => {
    expect(initialsOf('', 'zoya@example.com')).toBe('Z');
    expect(initialsOf(null, null)).toBe('U');
  });
});
