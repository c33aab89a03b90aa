import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('hashes each inline script exactly as written, and no script with a src', () => {
    const html =
      '<head><script>a();</script><script defer src="/m.js"></script>' +
      '<script type="module">b("ä")</script><SCRIPT>\n c()\n</SCRIPT ></head>';
    expect(inlineScriptSources(html)).toEqual([sha('a();'), sha('b("ä")'), sha('\n c()\n')]);
  });

  it('gives nothing for a page without inline code', () => {
    expect(inlineScriptSources('<script src="/a.js"></script><script> </script>')).toEqual([]);
  });
});
