import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from '../i18n/interfaceLanguage';
import { formatWhen, newestFirst, reasonLabel } from './reportFormat';

describe('reports tab formatting', () => {
  beforeAll(() => showInterfaceIn('en'));

  it('labels known reasons and passes unknown ones through', () => {
    expect(reasonLabel('WRONG_ANSWER', translate)).toBe('The correct answer is wrong');
    expect(reasonLabel('SOMETHING_NEW', translate)).toBe('SOMETHING_NEW');
  });

  it('formats dates and keeps text that is not a date', () => {
    expect(formatWhen('2025-03-01T10:00:00Z', 'Asia/Kolkata')).toMatch(/2025.*3:30\s?pm/i);
    expect(formatWhen('soon')).toBe('soon');
  });

  it('sorts newest first', () => {
    const rows = [
      { id: 'a', createdAt: '2025-01-01T00:00:00Z' },
      { id: 'b', createdAt: '2025-03-01T00:00:00Z' },
      { id: 'c', createdAt: '2025-02-01T00:00:00Z' },
    ];
    expect(newestFirst(rows).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });
});
