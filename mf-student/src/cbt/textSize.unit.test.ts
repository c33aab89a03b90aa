import { describe, expect, it } from 'vitest';
import { parseTextSize } from './textSize';

describe('parseTextSize', () => {
  it('reads a stored size, and anything else as Normal', () => {
    expect(parseTextSize('large')).toBe('large');
    expect(parseTextSize('largest')).toBe('largest');
    expect(parseTextSize(null)).toBe('normal');
    expect(parseTextSize('huge')).toBe('normal');
  });
});
