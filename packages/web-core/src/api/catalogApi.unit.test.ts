import { describe, expect, it } from 'vitest';
import { toQueryString } from './catalogApi';

describe('toQueryString', () => {
  it('drops empty filters and encodes the rest', () => {
    expect(toQueryString({ page: 2, limit: 20, section: '', search: 'a&b', topic: undefined })).toBe(
      '?page=2&limit=20&search=a%26b',
    );
  });

  it('is empty when nothing is set', () => {
    expect(toQueryString({ section: '', topic: null })).toBe('');
  });
});
