import { describe, expect, it } from 'vitest';
import { isFilePath } from './file-path';

describe('isFilePath', () => {
  it('names scripts, style sheets, manifests, images and fonts as files', () => {
    for (const p of [
      '/static/js/main.1a2b.js',
      '/remotes/student/mf-manifest.json',
      '/static/css/app.css',
      '/favicon.ico',
      '/media/x/photo.webp',
      '/fonts/a.woff2',
    ]) {
      expect(isFilePath(p), p).toBe(true);
    }
  });

  it('takes pages and app routes as pages, a dot in an earlier segment included', () => {
    for (const p of [
      '/',
      '/index.html',
      '/dashboard',
      '/test-taking/665f1c2ab3',
      '/a.b/dashboard',
      '/x/page.htm',
    ]) {
      expect(isFilePath(p), p).toBe(false);
    }
  });
});
