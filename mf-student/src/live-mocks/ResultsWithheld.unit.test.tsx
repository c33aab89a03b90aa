// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../i18n/renderInEnglish';
import { RELEASE_RETRY_MS, ResultsWithheld } from './ResultsWithheld';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const releaseAt = '2030-01-10T11:00:30.000Z';

function renderWithheld(onRelease = vi.fn(), asOf = 1) {
  const view = render(
    <MemoryRouter>
      <ResultsWithheld releaseAt={releaseAt} what="Results" onRelease={onRelease} asOf={asOf} />
    </MemoryRouter>,
  );
  return { onRelease, view };
}

describe('ResultsWithheld', () => {
  it('says when results appear, counts down, and reads again at that time', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse(releaseAt) - 20_000);
    const { onRelease } = renderWithheld();
    expect(screen.getByRole('heading').textContent).toMatch(/^Results will be released at /);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Released in 00:00:20');
    expect(screen.queryByRole('alert')).toBeNull(); // a state, not an error
    await act(async () => {
      await vi.advanceTimersByTimeAsync(19_000);
    });
    expect(onRelease).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(onRelease).toHaveBeenCalledOnce();
  });

  it('when the server still says not yet, waits a little and asks once more', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse(releaseAt) + 1000);
    const { onRelease, view } = renderWithheld();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS);
    });
    expect(onRelease).toHaveBeenCalledTimes(1);
    view.rerender(
      <MemoryRouter>
        <ResultsWithheld releaseAt={releaseAt} what="Results" onRelease={onRelease} asOf={2} />
      </MemoryRouter>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS);
    });
    expect(onRelease).toHaveBeenCalledTimes(2);
  });

  it('on a device clock 10 minutes slow, counts down and reads again on the server clock of the 409', async () => {
    vi.useFakeTimers();
    const serverNow = Date.parse(releaseAt) - 20_000;
    const deviceNow = serverNow - 600_000;
    vi.setSystemTime(deviceNow);
    const onRelease = vi.fn();
    render(
      <MemoryRouter>
        <ResultsWithheld
          releaseAt={releaseAt}
          what="Results"
          onRelease={onRelease}
          asOf={deviceNow}
          serverNow={new Date(serverNow).toISOString()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Released in 00:00:20');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(onRelease).toHaveBeenCalledOnce();
  });
});
