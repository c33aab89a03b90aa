import { describe, expect, it } from 'vitest';
import { parsePidFile } from './state';

describe('parsePidFile', () => {
  it('reads the pid and port', () => {
    expect(parsePidFile('1234\nport=27017\n')).toEqual({ pid: 1234, port: 27017 });
  });

  it('accepts a bare pid (port unknown)', () => {
    expect(parsePidFile('99\n')).toEqual({ pid: 99 });
  });

  it('rejects garbage', () => {
    expect(parsePidFile('')).toBeUndefined();
    expect(parsePidFile('abc\nport=1\n')).toBeUndefined();
    expect(parsePidFile('-5\n')).toBeUndefined();
  });
});
