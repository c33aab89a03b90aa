// @vitest-environment happy-dom
import type { MistakeDeckSummary } from '@ssc/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../i18n/renderInEnglish';
import { MistakeDeckView, type MistakeDeckViewProps } from './MistakeDeckCard';

afterEach(cleanup);

const deck = (over: Partial<MistakeDeckSummary> = {}): MistakeDeckSummary => ({
  due: 0,
  active: 0,
  retired: 0,
  nextDueAt: null,
  dueBySection: [],
  ...over,
});

function renderView(over: Partial<MistakeDeckViewProps> = {}) {
  const props: MistakeDeckViewProps = {
    deck: deck(),
    loading: false,
    failed: false,
    starting: false,
    startError: null,
    onStart: vi.fn(),
    ...over,
  };
  render(<MistakeDeckView {...props} />);
  return props;
}

describe('MistakeDeckView', () => {
  it('explains the deck while it is empty, with no button', () => {
    renderView({ deck: deck({ retired: 3 }) });
    expect(screen.getByText(/come back here as a short mock 1, 3 and 7 days later/)).toBeTruthy();
    expect(screen.getByText(/3 questions retired so far/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows what is due by section and starts a mini-mock of at most 20', async () => {
    const props = renderView({
      deck: deck({ due: 23, active: 25, dueBySection: [{ section: 'GENERAL_AWARENESS', count: 23 }] }),
    });
    expect(screen.getByTestId('mistake-deck-due').textContent).toBe(
      '23 questions due for review, 2 waiting.',
    );
    expect(screen.getByText('General Awareness: 23')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Practise 20 questions' }));
    expect(props.onStart).toHaveBeenCalledOnce();
  });

  it('says when the next review is when nothing is due, and shows a refusal', () => {
    renderView({
      deck: deck({ active: 1, nextDueAt: '2026-12-01T10:00:00.000Z' }),
      startError: 'No questions in your mistake deck are due yet',
    });
    expect(screen.getByText(/Next review:/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No questions in your mistake deck are due yet');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
