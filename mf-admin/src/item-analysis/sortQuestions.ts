import type { Answer, ItemQuestionStats } from '@ssc/contracts';

export type SortColumn =
  | 'number'
  | 'section'
  | 'key'
  | 'facility'
  | 'discrimination'
  | 'index'
  | 'unattempted'
  | 'medianTime'
  | `option${Answer}`
  | 'flags';
export type SortDirection = 'ascending' | 'descending';
export type Sort = { column: SortColumn; direction: SortDirection };

const cellValue = (q: ItemQuestionStats, column: SortColumn): number | string | null => {
  switch (column) {
    case 'number':
      return q.questionNumber;
    case 'section':
      return q.section;
    case 'key':
      return q.correctAnswer;
    case 'facility':
      return q.facility;
    case 'discrimination':
      return q.discrimination;
    case 'index':
      return q.discriminationIndex;
    case 'unattempted':
      return q.unattemptedShare;
    case 'medianTime':
      return q.medianTimeSeconds;
    case 'flags':
      return q.flags.length;
    default:
      return q.options.find((o) => `option${o.option}` === column)?.count ?? 0;
  }
};

/**
 * The questions ordered by a column; a figure that does not exist (no variance, nobody spent
 * time) goes last either way, and ties keep test order, so a sort is stable to the eye.
 */
export function sortQuestions(questions: readonly ItemQuestionStats[], sort: Sort): ItemQuestionStats[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...questions].sort((a, b) => {
    const x = cellValue(a, sort.column);
    const y = cellValue(b, sort.column);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return (
        sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
      );
    }
    return a.questionNumber - b.questionNumber;
  });
}

/** A click on the sorted column turns it round; on another column sorts by it, highest first for figures. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column === column)
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  const textual = column === 'number' || column === 'section' || column === 'key';
  return { column, direction: textual ? 'ascending' : 'descending' };
}
