// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStart, LATEST_START_MS } from './appStart';

const startScript = (entry: string) => {
  const script = document.createElement('script');
  script.dataset.entry = entry;
  return script;
};
const entryScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).getAttribute('src'));

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('appStart', () => {
  it("runs the shell's entry scripts once, in order", () => {
    const app = appStart(startScript('/static/js/a.js /static/js/main.js'));
    expect(entryScripts()).toEqual([]);
    app.start();
    app.start();
    expect(entryScripts()).toEqual(['/static/js/a.js', '/static/js/main.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
  });

  it('runs them after the painted question, and by the latest start whatever happens', () => {
    const painted = appStart(startScript('/main.js'));
    painted.afterPainted(document.createElement('p'));
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1_000); // no paint reported here: two frames after a short wait
    expect(entryScripts()).toEqual(['/main.js']);

    document.head.innerHTML = '';
    appStart(startScript('/main.js'));
    vi.advanceTimersByTime(LATEST_START_MS - 1);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toEqual(['/main.js']);
  });
});
