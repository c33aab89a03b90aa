import { CSV_COLUMNS, questionInput } from '@ssc/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readQuestionRows } from './question-csv';
import { questionTemplateCsv } from './question-template';

describe('questionTemplateCsv', () => {
  it('has a BOM, every column and one complete bilingual example that the importer accepts', async () => {
    const csv = questionTemplateCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.every((cell) => cell !== '')).toBe(true);

    const read = [];
    for await (const row of readQuestionRows(Buffer.from(csv))) read.push(row);
    expect(read).toHaveLength(1);
    const question = questionInput.parse(read[0]?.cells);
    expect(question).toMatchObject({
      correctAnswer: 'B',
      optionBEnglish: '75',
      section: 'QUANTITATIVE_APTITUDE',
      topicTags: ['Percentage'],
      marks: 2,
      negativeMarks: 0.5,
    });
    expect(question.questionTextHindi).toMatch(/[\u0900-\u097F]/);
    expect(question.explanationHindi).toMatch(/[\u0900-\u097F]/);
  });
});
