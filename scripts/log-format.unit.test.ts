import { describe, expect, it } from 'vitest';
import { formatLogLine } from './log-format';

describe('formatLogLine', () => {
  it('renders a pino line compactly with its fields', () => {
    const line = JSON.stringify({ level: 30, time: 't', service: 'auth', msg: 'request', status: 200 });
    expect(formatLogLine('auth', line)).toBe('[auth] INFO request status=200');
  });

  it('passes plain text and broken JSON through with the prefix', () => {
    expect(formatLogLine('gateway', 'hello')).toBe('[gateway] hello');
    expect(formatLogLine('gateway', '{oops')).toBe('[gateway] {oops');
  });
});
