import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiTextIn } from './uiText';

const ROOT = join(import.meta.dirname, '..');
const shown = (dirs: string[], root = ROOT) =>
  uiTextIn(dirs, root).map(({ file, line, text }) => `${file}:${line} ${text}`);

describe('interface text comes from the catalogs, not the code', () => {
  it.each(['shell/src', 'mf-student/src', 'mf-admin/src', 'packages/web-core/src'])(
    '%s has no literal interface text',
    (dir) => {
      expect(shown([dir])).toEqual([]);
    },
  );

  it('finds JSX text, spoken attributes and literal children, and passes messages from a catalog', () => {
    const root = mkdtempSync(join(tmpdir(), 'ui-text-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(
      join(root, 'src', 'Page.tsx'),
      [
        'export const Page = ({ _ }: { _: (id: string) => string }) => (',
        '  <section aria-label="Your results">',
        '    <h1>Welcome back</h1>',
        "    <p>{'Loading...'}</p>",
        "    <button type=\"button\" title={_('results.retry')}>{_('results.retry')}</button>",
        '    <span>SSC Mock</span> <span>42 / 100</span>',
        '  </section>',
        ');',
      ].join('\n'),
    );
    expect(shown(['src'], root)).toEqual([
      'src/Page.tsx:2 Your results',
      'src/Page.tsx:3 Welcome back',
      'src/Page.tsx:4 Loading...',
    ]);
  });
});
