import { describe, expect, it } from 'vitest';
import { runChecks } from './health';

describe('runChecks', () => {
  it('is ok only when every dependency answers', async () => {
    const report = await runChecks({ a: async () => 1, b: async () => Promise.reject(new Error('down')) });
    expect(report.status).toBe('degraded');
    expect(report.checks.a?.ok).toBe(true);
    expect(report.checks.b).toMatchObject({ ok: false, error: 'down' });
    expect((await runChecks({ a: async () => 1 })).status).toBe('ok');
  });
});
