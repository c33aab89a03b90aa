// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../i18n/renderInEnglish';
import { fakeLiveMock, T } from '../../live-mocks/liveMock.fakes';
import { WaitingRoom, type WaitingRoomProps } from './WaitingRoom';

afterEach(cleanup);

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function renderRoom(serverNowMs: number, over: Partial<WaitingRoomProps> = {}) {
  const props: WaitingRoomProps = {
    mock: fakeLiveMock(),
    serverNowMs,
    onRegister: vi.fn(),
    registering: false,
    onStart: vi.fn(),
    starting: false,
    error: null,
    ...over,
  };
  render(wrap(<WaitingRoom {...props} />));
  return props;
}

const timer = () => screen.getByRole('timer');
const startButton = () => screen.queryByRole('button', { name: 'Start now' });

describe('WaitingRoom', () => {
  it('before the room opens: says when it opens, counts down to it, no Start', () => {
    renderRoom(T.roomOpens - 90_000);
    expect(screen.getByText(/The waiting room opens at/)).toBeTruthy();
    expect(timer().textContent).toBe('00:01:30');
    expect(timer().getAttribute('aria-label')).toBe('Room opens in 00:01:30');
    expect(startButton()).toBeNull();
    expect(screen.getByText('Registered')).toBeTruthy();
  });

  it('in the room: the time to the start, announced only at milestones', () => {
    renderRoom(T.start - 299_000);
    expect(screen.getByText(/You are in the waiting room/)).toBeTruthy();
    expect(timer().textContent).toBe('00:04:59');
    expect(screen.getByText('5 minutes to the start')).toBeTruthy();
    expect(startButton()).toBeNull();
  });

  it('in the room, not registered: Register', async () => {
    const props = renderRoom(T.start - 60_000, { mock: fakeLiveMock({ registered: false }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    expect(props.onRegister).toHaveBeenCalledOnce();
  });

  it('at the start: one button starts the attempt', async () => {
    const props = renderRoom(T.start);
    expect(screen.getByText('The mock has started.')).toBeTruthy();
    const button = startButton();
    expect(button).toBeTruthy();
    await userEvent.setup().click(button as HTMLElement);
    expect(props.onStart).toHaveBeenCalledOnce();
  });

  it('a late joiner sees only the time that is left', () => {
    renderRoom(T.start + 10 * 60_000);
    expect(screen.getByText(/You get only the time that is left/)).toBeTruthy();
    expect(timer().getAttribute('aria-label')).toBe('Time left 00:50:00');
    expect(startButton()).toBeTruthy();
  });

  it('after joining closed: says so, no Start', () => {
    renderRoom(T.joinCloses + 1000);
    expect(screen.getByText(/Joining closed at/)).toBeTruthy();
    expect(startButton()).toBeNull();
  });

  it('cancelled: says so', () => {
    renderRoom(T.start - 60_000, { mock: fakeLiveMock({ status: 'CANCELLED' }) });
    expect(screen.getByText('This live mock was cancelled.')).toBeTruthy();
    expect(startButton()).toBeNull();
  });

  it('with an attempt running: Resume goes straight to it', () => {
    renderRoom(T.start + 60_000, { mock: fakeLiveMock({ status: 'LIVE', myAttemptId: 'a1' }) });
    expect(screen.getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe('/test-taking/a1');
  });

  it('after the close and before the release: when results appear, and a link to them', () => {
    renderRoom(T.end + 5000, { mock: fakeLiveMock({ status: 'CLOSED', myAttemptId: 'a1' }) });
    expect(screen.getByText('This live mock has ended.')).toBeTruthy();
    expect(screen.getByText(/Results will be released at/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View results' }).getAttribute('href')).toBe('/test-results/a1');
  });

  it('shows the server refusal as an alert', () => {
    renderRoom(T.start, { error: 'Joining this live mock has closed' });
    expect(screen.getByRole('alert').textContent).toBe('Joining this live mock has closed');
  });
});
