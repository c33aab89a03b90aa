import { describe, expect, it } from 'vitest';
import { dataRow, errorFields, message, queryMessage, splitMessages, startupMessage } from './pg-wire';

describe('pg-wire (the infra PostgreSQL ping)', () => {
  it('writes a protocol 3.0 start-up message', () => {
    const msg = startupMessage({ user: 'ssc', database: 'postgres' });
    expect(msg.readInt32BE(0)).toBe(msg.length);
    expect(msg.readInt32BE(4)).toBe(196608);
    expect(msg.subarray(8).toString('utf8')).toBe('user\0ssc\0database\0postgres\0\0');
  });

  it('frames a simple query', () => {
    const msg = queryMessage('SELECT 1');
    expect(msg.toString('latin1', 0, 1)).toBe('Q');
    expect(msg.readInt32BE(1)).toBe(4 + 'SELECT 1'.length + 1);
    expect(msg.subarray(5).toString('utf8')).toBe('SELECT 1\0');
  });

  it('splits whole messages and keeps a partial one for later', () => {
    const a = message('Z', Buffer.from('I'));
    const b = message('C', Buffer.from('SELECT 1\0'));
    const { messages, rest } = splitMessages(Buffer.concat([a, b.subarray(0, 7)]));
    expect(messages).toEqual([{ type: 'Z', body: Buffer.from('I') }]);
    expect(rest.length).toBe(7);
    expect(splitMessages(Buffer.concat([rest, b.subarray(7)])).messages[0]?.type).toBe('C');
  });

  it('reads error fields and data rows (NULL included)', () => {
    expect(errorFields(Buffer.from('SFATAL\0C57P03\0Mthe database system is starting up\0\0'))).toEqual({
      S: 'FATAL',
      C: '57P03',
      M: 'the database system is starting up',
    });
    const row = Buffer.alloc(2 + 4 + 2 + 4);
    row.writeInt16BE(2, 0);
    row.writeInt32BE(2, 2);
    row.write('15', 6);
    row.writeInt32BE(-1, 8);
    expect(dataRow(row)).toEqual(['15', null]);
  });
});
