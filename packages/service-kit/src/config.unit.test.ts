import { describe, expect, it } from 'vitest';
import { baseConfig, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults and splits broker lists', () => {
    const config = loadConfig(baseConfig, { INTERNAL_SECRET: 'x'.repeat(32), KAFKA_BROKERS: 'a:1, b:2' });
    expect(config.KAFKA_BROKERS).toEqual(['a:1', 'b:2']);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('fails fast naming every bad variable', () => {
    const load = () => loadConfig(baseConfig, { INTERNAL_SECRET: 'short', LOG_LEVEL: 'loud' });
    expect(load).toThrow(/INTERNAL_SECRET: INTERNAL_SECRET must be at least 32 characters/);
    expect(load).toThrow(/LOG_LEVEL: Invalid option/);
  });
});
