// @vitest-environment happy-dom
import type { LiveMock } from '@ssc/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { atom } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../i18n/renderInEnglish';
import { fakeLiveMock, T } from '../../live-mocks/liveMock.fakes';

const api = vi.hoisted(() => ({
  get: vi.fn(),
  start: vi.fn(),
  register: vi.fn(),
  list: vi.fn(),
  leaderboard: vi.fn(),
}));

/** The student's profile: its language is the live paper's (there is no instructions page to choose it). */
const profile = vi.hoisted(() => ({ languagePreference: 'ENGLISH' as 'ENGLISH' | 'HINDI' }));

vi.mock('@ssc/web-core', async (original) => {
  const actual = await original<typeof import('@ssc/web-core')>();
  return {
    ...actual,
    currentUserAtom: atom({ id: 'u1' }),
    useProfileQuery: () => ({ data: { ...profile } }),
  };
});
vi.mock('@ssc/web-core/live-mocks', async (original) => {
  const actual = await original<typeof import('@ssc/web-core/live-mocks')>();
  return { ...actual, liveMocksApi: api };
});

const { default: LiveMockPage } = await import('./LiveMockPage');
const { ROOM_POLL_MS } = await import('./useLiveMockRoom');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The device clock is 5 s behind the server: the page must count on the server's clock. */
const SKEW_MS = 5_000;

function serve(over: Partial<LiveMock> = {}) {
  api.get.mockImplementation(async () =>
    fakeLiveMock({ serverNow: new Date(Date.now() + SKEW_MS).toISOString(), ...over }),
  );
}

function ExamScreenStandIn() {
  return <p>exam screen in {useLocation().search}</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/live-mocks/lm1']}>
        <Routes>
          <Route path="/live-mocks/:liveMockId" element={<LiveMockPage />} />
          <Route path="/test-taking/:attemptId" element={<ExamScreenStandIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  profile.languagePreference = 'ENGLISH';
  vi.useFakeTimers();
  api.get.mockReset();
  api.start.mockReset();
});

describe('LiveMockPage on a fake clock', () => {
  it('polls every 15 s in the room, turns to Start now at the start without a read, then opens the attempt', async () => {
    vi.setSystemTime(T.start - 40_000 - SKEW_MS); // 40 s before the start on the server's clock
    serve();
    renderPage();
    await flush();
    expect(screen.getByRole('timer').textContent).toBe('00:00:40');
    expect(api.get).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(ROOM_POLL_MS);
    });
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Start now' })).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    // The 15 s and 30 s polls; none at the start (40 s): the crowd's clocks turn the page.
    expect(api.get).toHaveBeenCalledTimes(3);
    const start = screen.getByRole('button', { name: 'Start now' });

    api.start.mockResolvedValue({ id: 'a1' });
    await act(async () => {
      start.click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.start).toHaveBeenCalledWith('t1', 'lm1', 'ENGLISH');
    expect(screen.getByText('exam screen in ?lang=english')).toBeTruthy();

    // Once started, the room stops polling.
    const reads = api.get.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(api.get.mock.calls.length).toBe(reads);
  });

  it('tries a start the server found a moment early again, then opens the attempt', async () => {
    vi.setSystemTime(T.start + 100);
    serve({ status: 'LIVE' });
    const { HttpError } = await import('@ssc/web-core');
    api.start
      .mockRejectedValueOnce(new HttpError('x', 409, 'Not started', [], undefined, 'LIVE_MOCK_NOT_STARTED'))
      .mockResolvedValueOnce({ id: 'a2' });
    renderPage();
    await flush();
    await act(async () => {
      screen.getByRole('button', { name: 'Start now' }).click();
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(api.start).toHaveBeenCalledTimes(2);
    expect(screen.getByText('exam screen in ?lang=english')).toBeTruthy();
  });

  it("starts a Hindi student's paper in Hindi: recorded so, and shown so", async () => {
    profile.languagePreference = 'HINDI';
    vi.setSystemTime(T.start + 100);
    serve({ status: 'LIVE' });
    api.start.mockResolvedValue({ id: 'a3' });
    renderPage();
    await flush();
    await act(async () => {
      screen.getByRole('button', { name: 'Start now' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.start).toHaveBeenCalledWith('t1', 'lm1', 'HINDI');
    expect(screen.getByText('exam screen in ?lang=hindi')).toBeTruthy();
  });

  it('shows the refusal of a start after joining closed', async () => {
    vi.setSystemTime(T.start + 1000);
    serve({ status: 'LIVE' });
    const { HttpError } = await import('@ssc/web-core');
    api.start.mockRejectedValue(
      new HttpError(
        'x',
        409,
        'Joining this live mock closed at 10:15',
        [],
        undefined,
        'LIVE_MOCK_JOIN_CLOSED',
      ),
    );
    renderPage();
    await flush();
    await act(async () => {
      screen.getByRole('button', { name: 'Start now' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe('Joining this live mock closed at 10:15');
  });
});
