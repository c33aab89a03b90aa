import { describe, expect, it } from 'vitest';
import { isDuplicateKeyError } from './duplicate-key';

describe('isDuplicateKeyError', () => {
  it('recognises E11000 and FerretDB’s unique-constraint failure on updates', () => {
    expect(isDuplicateKeyError({ code: 11000, message: 'E11000 duplicate key error' })).toBe(true);
    expect(
      isDuplicateKeyError({
        code: 1,
        message: "constraint failed: UNIQUE constraint failed: index 'q_h_1' (2067)",
      }),
    ).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDuplicateKeyError({ code: 1, message: 'something else' })).toBe(false);
    expect(isDuplicateKeyError(new Error('E11000'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });
});
