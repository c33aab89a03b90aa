import { CSV_COLUMNS, questionInput } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { MissingColumnsError, mapHeader, type QuestionCsvRow, readQuestionRows } from './question-csv';

const REQUIRED =
  'questionTextEnglish,optionAEnglish,optionBEnglish,optionCEnglish,optionDEnglish,correctAnswer';

async function readAll(text: string, chunkBytes?: number): Promise<QuestionCsvRow[]> {
  const rows: QuestionCsvRow[] = [];
  for await (const row of readQuestionRows(Buffer.from(text), chunkBytes)) rows.push(row);
  return rows;
}

describe('mapHeader', () => {
  it('matches column names ignoring case, spaces and a BOM', () => {
    const { columns, missing } = mapHeader([
      '\uFEFFQUESTIONTEXTENGLISH',
      ' optionaenglish ',
      'OptionBEnglish',
      'optionCEnglish',
      'optionDEnglish',
      'CorrectAnswer',
    ]);
    expect(columns).toEqual(REQUIRED.split(','));
    expect(missing).toEqual([]);
  });

  it('drops unknown and repeated columns and lists the missing required ones', () => {
    const { columns, missing } = mapHeader([
      'questionTextEnglish',
      'notes',
      'questionTextEnglish',
      'section',
    ]);
    expect(columns).toEqual(['questionTextEnglish', false, false, 'section']);
    expect(missing).toEqual([
      'optionAEnglish',
      'optionBEnglish',
      'optionCEnglish',
      'optionDEnglish',
      'correctAnswer',
    ]);
  });

  it('accepts every template column', () => {
    expect(mapHeader([...CSV_COLUMNS]).columns).toEqual([...CSV_COLUMNS]);
  });
});

describe('readQuestionRows', () => {
  it('numbers rows as a spreadsheet does, counting blank rows and multi-line cells as one row', async () => {
    const text = [REQUIRED, '', '"two\nlines",a,b,c,d,A', ',,,,,', 'q3,a,b,c,d,B', '', 'q4,a,b,c,d,C'].join(
      '\r\n',
    );
    const rows = await readAll(text);
    expect(rows.map((r) => [r.row, r.cells.questionTextEnglish])).toEqual([
      [3, 'two\nlines'],
      [5, 'q3'],
      [7, 'q4'],
    ]);
  });

  it('keeps quoted commas, quotes, newlines and Hindi text intact across chunk boundaries', async () => {
    const hindi = 'निम्नलिखित में से, कौन सा\n"सही" है?';
    const text = `\uFEFF${REQUIRED},questionTextHindi\r\n"Which, if any,\nis ""right""?",a,b,c,d,A,"${hindi.replace(/"/g, '""')}"\r\n`;
    for (const chunk of [3, 7, 64 * 1024]) {
      const [row] = await readAll(text, chunk);
      expect(row?.cells).toMatchObject({
        questionTextEnglish: 'Which, if any,\nis "right"?',
        questionTextHindi: hindi,
      });
    }
  });

  it('makes empty and missing cells undefined, ignores extra cells and tolerates short rows', async () => {
    const rows = await readAll(`${REQUIRED},section\nq,a,b,c,d,A,,extra\nq2,a,b\n`);
    expect(rows.map((r) => r.cells)).toEqual([
      {
        questionTextEnglish: 'q',
        optionAEnglish: 'a',
        optionBEnglish: 'b',
        optionCEnglish: 'c',
        optionDEnglish: 'd',
        correctAnswer: 'A',
      },
      { questionTextEnglish: 'q2', optionAEnglish: 'a', optionBEnglish: 'b' },
    ]);
  });

  it('gives questionInput every key, so a row with only the required cells is valid', async () => {
    const [row] = await readAll(`${REQUIRED}\nq,a,b,c,d,a\n`);
    expect(Object.keys(row?.cells ?? {})).toEqual([...CSV_COLUMNS]);
    expect(questionInput.parse(row?.cells)).toMatchObject({
      correctAnswer: 'A',
      section: 'GENERAL',
      topicTags: [],
    });
  });

  it('accepts stray quotes inside unquoted cells', async () => {
    const [row] = await readAll(`${REQUIRED}\nA 5" screen,a,b,c,d,A\n`);
    expect(row?.cells.questionTextEnglish).toBe('A 5" screen');
  });

  it('refuses a header without the required columns', async () => {
    await expect(readAll('questionTextEnglish,optionAEnglish\nq,a\n')).rejects.toThrow(
      new MissingColumnsError(['optionBEnglish', 'optionCEnglish', 'optionDEnglish', 'correctAnswer']),
    );
  });

  it('fails on a quote that is never closed', async () => {
    await expect(readAll(`${REQUIRED}\nq,a,b,c,d,A\n"open,a,b,c,d,A\n`)).rejects.toThrow(/Quote Not Closed/);
  });
});
