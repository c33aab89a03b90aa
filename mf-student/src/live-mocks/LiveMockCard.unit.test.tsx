// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../i18n/renderInEnglish';
import { LiveMockCard, type LiveMockCardProps } from './LiveMockCard';
import { fakeLiveMock, T } from './liveMock.fakes';
import { localTime, reservingMocks, upcomingAndRunning } from './liveMockPhase';

afterEach(cleanup);

function renderCard(over: Partial<LiveMockCardProps> = {}) {
  const props: LiveMockCardProps = {
    mock: fakeLiveMock({ registered: false }),
    serverNowMs: T.start - 3 * 3600_000 - 5_000,
    onRegister: vi.fn(),
    registering: false,
    ...over,
  };
  render(
    <MemoryRouter>
      <LiveMockCard {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('LiveMockCard', () => {
  it('counts down to the start on the server clock and registers', async () => {
    const props = renderCard();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Starts in 03:00:05');
    expect(screen.getByText('Upcoming')).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Register for All-India SSC CGL Live Mock' }));
    expect(props.onRegister).toHaveBeenCalledWith('lm1');
    expect(screen.getByRole('link', { name: /Waiting room/ }).getAttribute('href')).toBe('/live-mocks/lm1');
  });

  it('shows Registered, and the time left once live', () => {
    renderCard({ mock: fakeLiveMock({ status: 'LIVE' }), serverNowMs: T.start + 60_000 });
    expect(screen.getByText('Registered')).toBeTruthy();
    expect(screen.getByText('Live now')).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Ends in 00:59:00');
    expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
  });

  it('after the caller submitted: "Submitted — results at" the release in local time, and no Resume', () => {
    const release = '2030-01-10T11:20:30.000Z';
    renderCard({
      mock: fakeLiveMock({
        status: 'LIVE',
        myAttemptId: 'a1',
        myAttemptSubmitted: true,
        resultsReleaseAt: release,
      }),
      serverNowMs: T.start + 30 * 60_000,
    });
    expect(screen.getByText(`Submitted — results at ${localTime(release)}`)).toBeTruthy();
    expect(screen.queryByText('Registered')).toBeNull();
    expect(screen.queryByRole('link', { name: /Resume/ })).toBeNull();
    cleanup();
    // Started and not submitted: Resume.
    renderCard({
      mock: fakeLiveMock({ status: 'LIVE', myAttemptId: 'a1' }),
      serverNowMs: T.start + 30 * 60_000,
    });
    expect(screen.getByRole('link', { name: /^Resume/ })).toBeTruthy();
  });

  it('names the shift of a mock sat in several shifts', () => {
    renderCard({ mock: fakeLiveMock({ shiftGroup: 'cgl-nov', shiftLabel: 'Shift 2' }) });
    expect(screen.getByText(/^Shift 2 · Starts /)).toBeTruthy();
    cleanup();
    renderCard();
    expect(screen.queryByText(/Shift/)).toBeNull();
  });

  it('says when registration has closed, and shows the server refusal', () => {
    renderCard({
      mock: fakeLiveMock({ registered: false, registrationClosesAt: new Date(T.roomOpens).toISOString() }),
      serverNowMs: T.roomOpens + 1000,
      error: 'Registration for this live mock has closed',
    });
    expect(screen.getByText('Registration closed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Registration for this live mock has closed');
  });

  it('lists upcoming and running mocks, soonest first, without cancelled or ended ones', () => {
    const later = fakeLiveMock({
      id: 'later',
      startsAt: new Date(T.start + 86_400_000).toISOString(),
      endsAt: new Date(T.end + 86_400_000).toISOString(),
    });
    const list = [
      later,
      fakeLiveMock(),
      fakeLiveMock({ id: 'x', status: 'CANCELLED' }),
      fakeLiveMock({ id: 'y', status: 'CLOSED' }),
    ];
    expect(upcomingAndRunning(list, T.start).map((m) => m.id)).toEqual(['lm1', 'later']);
    expect(upcomingAndRunning(list, T.end + 1).map((m) => m.id)).toEqual(['later']);
  });

  it('knows which tests live mocks hold: until their results are out, never a cancelled one', () => {
    const list = [fakeLiveMock(), fakeLiveMock({ id: 'x', testId: 't2', status: 'CANCELLED' })];
    expect([...reservingMocks(list, T.start - 86_400_000).keys()]).toEqual(['t1']);
    expect(reservingMocks(list, T.release - 1).get('t1')?.id).toBe('lm1');
    expect(reservingMocks(list, T.release).size).toBe(0);
  });
});
