// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../i18n/renderInEnglish';
import { LeaderboardTable } from './LeaderboardCard';

afterEach(cleanup);

const board = {
  liveMockId: 'lm1',
  testId: 't1',
  releasedAt: '2030-01-10T11:00:30.000Z',
  totalTakers: 40,
  top: [
    { rank: 1, displayName: 'Asha', score: 180, percentile: 100 },
    { rank: 2, displayName: 'Ravi', score: 170, percentile: 97.4 },
  ],
};

describe('LeaderboardTable', () => {
  it('highlights my row inside the top', () => {
    render(<LeaderboardTable board={{ ...board, me: board.top[1] ?? null }} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(within(rows[1] as HTMLElement).getByText('(you)')).toBeTruthy();
  });

  it('adds my row below the top when I am outside it', () => {
    render(
      <LeaderboardTable
        board={{ ...board, me: { rank: 17, displayName: 'Me', score: 90, percentile: 58.9 } }}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('17');
    expect(rows[2]?.getAttribute('aria-current')).toBe('true');
  });
});
