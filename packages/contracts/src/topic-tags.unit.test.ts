import { describe, expect, it } from 'vitest';
import { parseTopicTags } from './topic-tags';

describe('parseTopicTags', () => {
  it.each([
    [
      ['Algebra', ' Ratio ', ''],
      ['Algebra', 'Ratio'],
    ],
    ['["Algebra","Ratio"]', ['Algebra', 'Ratio']],
    ['"[\\"Algebra\\",\\"Ratio\\"]"', ['Algebra', 'Ratio']],
    ["['Algebra', 'Ratio']", ['Algebra', 'Ratio']],
    ['Algebra, Ratio', ['Algebra', 'Ratio']],
    ['Algebra', ['Algebra']],
    [['Algebra', 'algebra', 'ALGEBRA '], ['Algebra']],
    ['', []],
    [null, []],
    [undefined, []],
    ['[]', []],
    [['  ', ' '], []],
    [["Newton's laws"], ["Newton's laws"]],
    ['["समय और कार्य", "Time & Work"]', ['समय और कार्य', 'Time & Work']],
  ])('%j → %j', (input, expected) => {
    expect(parseTopicTags(input)).toEqual(expected);
  });
});
