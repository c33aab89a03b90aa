import { describe, expect, it } from 'vitest';
import { addTag, removeTag, uniqueTopics } from './topicTags';

describe('topic tags', () => {
  it('adds trimmed tags', () => {
    expect(addTag(['Algebra'], '  Time and   Work ')).toEqual(['Algebra', 'Time and Work']);
  });

  it('ignores empty and duplicate tags silently', () => {
    expect(addTag(['Algebra'], '   ')).toEqual(['Algebra']);
    expect(addTag(['Algebra'], 'algebra ')).toEqual(['Algebra']);
  });

  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('collects each topic once, sorted', () => {
    expect(uniqueTopics([['Ratio', 'algebra'], ['Algebra', ' '], ['Percent']])).toEqual([
      'algebra',
      'Percent',
      'Ratio',
    ]);
  });
});
