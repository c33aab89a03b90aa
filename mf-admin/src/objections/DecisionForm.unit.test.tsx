// @vitest-environment happy-dom

import { toast } from '@ssc/web-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InterfaceLanguage, showInterfaceIn } from '../i18n/interfaceLanguage';

const api = vi.hoisted(() => ({ createRevision: vi.fn(), revision: vi.fn() }));

vi.mock('@ssc/web-core', async (original) => {
  const actual = await original<typeof import('@ssc/web-core')>();
  return { ...actual, toast: { ...actual.toast, error: vi.fn(), success: vi.fn() } };
});

vi.mock('@ssc/web-core/page-api', async (original) => {
  const actual = await original<typeof import('@ssc/web-core/page-api')>();
  return {
    ...actual,
    objectionsAdminApi: {
      ...actual.objectionsAdminApi,
      createRevision: api.createRevision,
      revision: api.revision,
    },
  };
});

const { DecisionForm } = await import('./DecisionForm');

beforeAll(() => showInterfaceIn('en'));
afterEach(cleanup);

const row = {
  testId: 't1',
  questionId: 'q7',
  questionNumber: 7,
  question: { questionTextEnglish: 'Q', questionTextHindi: null, options: [], correctAnswer: 'A' as const },
};

const revision = (status: 'RUNNING' | 'DONE', rescored: number) => ({
  id: 'rev-1',
  revisionId: 'rev-1',
  testId: 't1',
  questionId: 'q7',
  questionNumber: 7,
  decision: 'CHANGE',
  correctAnswers: ['B'],
  language: null,
  note: 'B is right.',
  decidedAt: '2026-06-02T08:00:00.000Z',
  status,
  affected: 3,
  rescored,
  failed: 0,
});

describe('the decision form', () => {
  it('asks for what the decision needs, sends the revision, then shows its re-scoring until done', async () => {
    const user = userEvent.setup();
    render(
      <InterfaceLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <DecisionForm row={row} />
        </QueryClientProvider>
      </InterfaceLanguage>,
    );
    await user.click(await screen.findByRole('radio', { name: 'Change the key' }));
    // The current key (A) is not offered as the new one.
    expect(screen.queryByRole('radio', { name: 'A' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record decision and re-score' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Choose a new key other than the current one',
      'Write a note for the students',
    ]);
    expect(api.createRevision).not.toHaveBeenCalled();

    api.createRevision.mockResolvedValueOnce({ id: 'rev-1' });
    api.revision.mockResolvedValueOnce(revision('RUNNING', 1)).mockResolvedValue(revision('DONE', 3));
    await user.click(screen.getByRole('radio', { name: 'B' }));
    await user.type(screen.getByLabelText('Note'), 'B is right.');
    await user.click(screen.getByRole('button', { name: 'Record decision and re-score' }));
    expect(api.createRevision).toHaveBeenCalledWith({
      testId: 't1',
      questionId: 'q7',
      decision: 'CHANGE',
      correctAnswers: ['B'],
      note: 'B is right.',
    });
    const progress = await screen.findByTestId('revision-progress');
    await waitFor(() => expect(progress.textContent).toBe('Re-scoring: 1 of 3 results done, 0 failed'));
    // The next read comes REVISION_POLL_MS later: waited for generously, a loaded box is slow.
    await waitFor(() => expect(progress.textContent).toBe('Re-scored 3 of 3 results, 0 failed'), {
      timeout: 15_000,
    });
    expect(api.revision).toHaveBeenCalledWith('rev-1', expect.anything());
    // The outcome stays in a toast once the decided row leaves a list of open objections.
    expect(toast.success).toHaveBeenLastCalledWith('Re-scored 3 of 3 results, 0 failed');
  }, 30_000);
});
