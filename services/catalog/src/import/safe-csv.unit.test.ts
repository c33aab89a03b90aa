import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toSafeCsv } from './safe-csv';

describe('neutraliseCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+x', "'+x"],
    ['-x', "'-x"],
    ['@x', "'@x"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['  =1+1', "'  =1+1"],
    ['=HYPERLINK("http://evil","click")', '\'=HYPERLINK("http://evil","click")'],
  ])('prefixes %j with a quote', (cell, expected) => {
    expect(neutraliseCell(cell)).toBe(expected);
  });

  it.each(['plain text', 'a=b', '50%', '1+1', 'यदि किसी संख्या का 20%', ''])('leaves %j alone', (cell) => {
    expect(neutraliseCell(cell)).toBe(cell);
  });

  it('leaves numbers, booleans and empty cells alone', () => {
    expect(neutraliseCell(-0.5)).toBe(-0.5);
    expect(neutraliseCell(true)).toBe(true);
    expect(neutraliseCell(null)).toBeNull();
    expect(neutraliseCell(undefined)).toBeUndefined();
  });
});

describe('toSafeCsv', () => {
  it('writes a header and rows, quoting commas, quotes and newlines', () => {
    const csv = toSafeCsv({
      header: ['row', 'column', 'reason'],
      rows: [
        [2, 'correctAnswer', 'correctAnswer must be one of A, B, C, D'],
        [3, 'questionTextEnglish', 'says "hi"\nand more'],
      ],
    });
    expect(parse(csv)).toEqual([
      ['row', 'column', 'reason'],
      ['2', 'correctAnswer', 'correctAnswer must be one of A, B, C, D'],
      ['3', 'questionTextEnglish', 'says "hi"\nand more'],
    ]);
  });

  it('neutralises formula cells in the header and the rows', () => {
    const csv = toSafeCsv({ header: ['=cmd'], rows: [['=1+1'], ['+x'], ['-x'], ['@x'], [-3]] });
    expect(parse(csv).flat()).toEqual(["'=cmd", "'=1+1", "'+x", "'-x", "'@x", '-3']);
  });

  it('starts with a UTF-8 BOM only when asked', () => {
    expect(toSafeCsv({ header: ['a'], rows: [], bom: true }).startsWith('\uFEFF')).toBe(true);
    expect(toSafeCsv({ header: ['a'], rows: [] }).startsWith('\uFEFF')).toBe(false);
  });
});
