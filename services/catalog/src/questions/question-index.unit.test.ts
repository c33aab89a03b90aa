import { describe, expect, it } from 'vitest';
import { type IndexEntry, indexEntryOfQuestion, QuestionIndex } from './question-index';

const entry = (id: string, overrides: Partial<IndexEntry> = {}): IndexEntry => ({
  id,
  section: 'GENERAL',
  difficulty: 'MEDIUM',
  topicKeys: [],
  searchText: `question ${id}`,
  contentHash: `hash-${id}`,
  updatedAtMs: 1000,
  ...overrides,
});

describe('QuestionIndex', () => {
  it('lists newest first, then by id, with pages and a total', () => {
    const index = new QuestionIndex();
    index.upsert(entry('b', { updatedAtMs: 2 }));
    index.upsert(entry('a', { updatedAtMs: 2 }));
    index.upsert(entry('c', { updatedAtMs: 3 }));
    index.upsert(entry('d', { updatedAtMs: 1 }));
    expect(index.query({}, 1, 2)).toEqual({ ids: ['c', 'a'], total: 4 });
    expect(index.query({}, 2, 2)).toEqual({ ids: ['b', 'd'], total: 4 });
    expect(index.query({}, 3, 2)).toEqual({ ids: [], total: 4 });
  });

  it('filters by section, difficulty, exact topic in any case and a substring in either language', () => {
    const index = new QuestionIndex();
    index.upsert(entry('q1', { section: 'GENERAL_AWARENESS', difficulty: 'EASY', topicKeys: ['history'] }));
    index.upsert(
      entry('q2', { section: 'GENERAL_AWARENESS', difficulty: 'HARD', topicKeys: ['history of art'] }),
    );
    index.upsert(entry('q3', { searchText: 'भारत की राजधानी क्या है' }));
    expect(index.query({ section: 'GENERAL_AWARENESS', difficulty: 'EASY' }, 1, 10).ids).toEqual(['q1']);
    expect(index.query({ topic: '  HISTORY ' }, 1, 10).ids).toEqual(['q1']);
    expect(index.query({ search: 'राजधानी' }, 1, 10).ids).toEqual(['q3']);
    expect(index.query({ search: 'QUESTION Q2' }, 1, 10).ids).toEqual(['q2']);
    expect(index.query({ search: '.*' }, 1, 10).total).toBe(0);
    expect(index.count({ section: 'GENERAL_AWARENESS' })).toBe(2);
    expect(index.countBySection()).toEqual({ GENERAL_AWARENESS: 2, GENERAL: 1 });
  });

  it('keeps the newest version of an entry and moves it in the order', () => {
    const index = new QuestionIndex();
    index.upsert(entry('a', { updatedAtMs: 1 }));
    index.upsert(entry('b', { updatedAtMs: 2 }));
    index.upsert(entry('a', { updatedAtMs: 3, contentHash: 'new' }));
    index.upsert(entry('a', { updatedAtMs: 2, contentHash: 'stale' }));
    expect(index.query({}, 1, 10)).toEqual({ ids: ['a', 'b'], total: 2 });
    expect(index.idForContentHash('new')).toBe('a');
    expect(index.idForContentHash('hash-a')).toBeUndefined();
    expect(index.idForContentHash('stale')).toBeUndefined();
  });

  it('takes a change made in the same millisecond, but not the same version twice', () => {
    const index = new QuestionIndex();
    index.upsert(entry('a', { section: 'GENERAL' }));
    const version = index.version;
    index.upsert(entry('a', { section: 'GENERAL' }));
    expect(index.version).toBe(version);
    index.upsert(entry('a', { section: 'GENERAL_AWARENESS' }));
    expect(index.get('a')?.section).toBe('GENERAL_AWARENESS');
    expect(index.query({ section: 'GENERAL' }, 1, 10).total).toBe(0);
  });

  it('forgets removed entries and ignores a late event for them', () => {
    const index = new QuestionIndex();
    index.upsert(entry('a'));
    index.remove('a');
    index.upsert(entry('a', { updatedAtMs: 5000 }));
    expect(index.size).toBe(0);
    expect(index.query({}, 1, 10)).toEqual({ ids: [], total: 0 });
  });

  it('replays changes made during a reload over what the reload read', () => {
    const index = new QuestionIndex();
    index.upsert(entry('old'));
    index.beginReload();
    index.upsert(entry('new', { updatedAtMs: 5 }));
    index.upsert(entry('kept', { updatedAtMs: 9, section: 'GENERAL_AWARENESS' }));
    index.remove('gone');
    index.finishReload([entry('kept', { updatedAtMs: 4 }), entry('gone')]);
    expect(index.query({}, 1, 10).ids).toEqual(['kept', 'new']);
    expect(index.get('kept')?.section).toBe('GENERAL_AWARENESS');
  });

  it('searches 50,000 questions, mapping every match to its own entry', () => {
    const index = new QuestionIndex();
    for (let i = 0; i < 50_000; i++) {
      index.upsert(entry(`q${i}`, { updatedAtMs: i, searchText: `item ${i} का मान` }));
    }
    const result = index.query({ search: 'ITEM 4999' }, 1, 20);
    expect(result.total).toBe(11);
    expect(result.ids).toEqual([
      'q49999',
      'q49998',
      'q49997',
      'q49996',
      'q49995',
      'q49994',
      'q49993',
      'q49992',
      'q49991',
      'q49990',
      'q4999',
    ]);
    expect(index.query({ search: 'मान' }, 2500, 20)).toEqual({
      ids: Array.from({ length: 20 }, (_, i) => `q${19 - i}`),
      total: 50_000,
    });
    // A change after a search rebuilds the joined text.
    index.upsert(entry('q4999', { updatedAtMs: 60_000, searchText: 'renamed' }));
    expect(index.query({ search: 'item 4999' }, 1, 20).total).toBe(10);
    expect(index.query({ search: 'renamed' }, 1, 20).ids).toEqual(['q4999']);
  });

  it('builds an entry from an event question with the same search text as the database', () => {
    const built = indexEntryOfQuestion({
      id: 'q1',
      section: 'GENERAL',
      questionTextEnglish: 'What  is 2+2?',
      questionTextHindi: 'दो और दो?',
      imageUrl: null,
      optionAEnglish: '3',
      optionBEnglish: '4',
      optionCEnglish: '5',
      optionDEnglish: '6',
      optionAHindi: null,
      optionBHindi: null,
      optionCHindi: null,
      optionDHindi: null,
      optionAImageUrl: null,
      optionBImageUrl: null,
      optionCImageUrl: null,
      optionDImageUrl: null,
      correctAnswer: 'B',
      explanationEnglish: null,
      explanationHindi: null,
      difficulty: 'EASY',
      topicTags: ['Arithmetic'],
      marks: null,
      negativeMarks: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
    });
    expect(built).toMatchObject({
      id: 'q1',
      topicKeys: ['arithmetic'],
      updatedAtMs: Date.parse('2025-01-02'),
    });
    expect(built.searchText).toContain('what is 2+2?');
    expect(built.searchText).toContain('दो और दो?');
  });
});
