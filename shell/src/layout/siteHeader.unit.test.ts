import { describe, expect, it } from 'vitest';
import { showsSiteHeader } from './siteHeader';

describe('showsSiteHeader', () => {
  it('is off on the exam screen, a first attempt or a reattempt', () => {
    expect(showsSiteHeader('/test-taking/a1')).toBe(false);
    expect(showsSiteHeader('/test/a1')).toBe(false);
  });

  it('is on everywhere else, the pages around the exam and a 404 included', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/test-instructions/t1',
      '/test-results/a1',
      '/test-solutions/a1',
      '/nowhere',
    ]) {
      expect(showsSiteHeader(path), path).toBe(true);
    }
  });
});
