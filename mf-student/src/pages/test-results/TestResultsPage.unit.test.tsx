// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { atom } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InterfaceLanguage, showInterfaceIn } from '../../i18n/interfaceLanguage';

const results = vi.hoisted(() => ({ result: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));

vi.mock('@ssc/web-core', async (original) => {
  const actual = await original<typeof import('@ssc/web-core')>();
  return {
    ...actual,
    toast: { ...actual.toast, ...toasts },
    currentUserAtom: atom({ id: 'u1' }),
  };
});

vi.mock('@ssc/web-core/page-api', async (original) => {
  const actual = await original<typeof import('@ssc/web-core/page-api')>();
  return { ...actual, resultsApi: { ...actual.resultsApi, result: results.result } };
});

const { HttpError } = await import('@ssc/web-core');
const { default: TestResultsPage } = await import('./TestResultsPage');

beforeAll(() => showInterfaceIn('en'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TestResultsPage of a live attempt before the release', () => {
  it('says when results are released, without an error, and asks again at that time', async () => {
    vi.useFakeTimers();
    const releaseAt = new Date(Date.now() + 30_000).toISOString();
    results.result.mockRejectedValue(
      new HttpError(
        'HTTP error! status: 409',
        409,
        'Results of this live mock are released at …',
        [],
        undefined,
        'RESULTS_NOT_RELEASED',
        {
          code: 'RESULTS_NOT_RELEASED',
          releaseAt,
        },
      ),
    );
    const client = new QueryClient();
    render(
      <InterfaceLanguage>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/test-results/a1']}>
            <Routes>
              <Route path="/test-results/:attemptId" element={<TestResultsPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </InterfaceLanguage>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('results-withheld')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toMatch(/^Results will be released at /);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(results.result).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(results.result).toHaveBeenCalledTimes(2);
  });
});
