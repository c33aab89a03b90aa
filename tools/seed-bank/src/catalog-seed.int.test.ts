import { scratchDatabases } from '@ssc/test-kit';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedCatalog, seedCatalog } from './catalog-seed';

const bank = buildSeedCatalog();
// The catalog's collections, read as stored (the tool checks what landed, not the service's models).
type Stored = { _id: string } & Record<string, unknown>;
const questionsIn = (connection: Connection) => connection.collection<Stored>('questions');
const testsIn = (connection: Connection) => connection.collection<Stored>('tests');
const databases = scratchDatabases('catalog_seed');
const freshCatalog = () => databases.open();

afterAll(() => databases.dropAll());

describe('seedCatalog on a real Mongo-wire server', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await freshCatalog();
  });

  it('loads every question and test into an empty catalog', async () => {
    const now = new Date('2025-01-15T10:00:00.000Z');
    const result = await seedCatalog(connection, { now });
    expect(result).toEqual({ questions: bank.questions.length, tests: bank.tests.length, skipped: false });
    expect(await questionsIn(connection).countDocuments({})).toBe(bank.questions.length);
    expect(await testsIn(connection).countDocuments({})).toBe(bank.tests.length);

    const first = bank.questions[0];
    const stored = await questionsIn(connection).findOne({ _id: first?.id ?? '' });
    expect(stored).toMatchObject({
      questionTextEnglish: first?.questionTextEnglish,
      correctAnswer: first?.correctAnswer,
    });
    expect(stored?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(String(stored?.searchText)).toContain(first?.questionTextEnglish.toLowerCase().slice(0, 20));
    expect(stored?.createdAt).toEqual(now);
  }, 180_000);

  it('stores each test with its ordered question ids and mirrored sections', async () => {
    const paper = bank.tests.find((t) => t.testType === 'FULL_LENGTH');
    const stored = await testsIn(connection).findOne({ _id: paper?.id ?? '' });
    const sectionOf = new Map(bank.questions.map((q) => [q.id, q.section]));
    expect(stored?.questionIds).toEqual(paper?.questionIds);
    expect(stored?.questionSections).toEqual(paper?.questionIds.map((id) => sectionOf.get(id)));
    expect(stored).toMatchObject({ totalQuestions: 100, examType: paper?.examType, testType: 'FULL_LENGTH' });
  });

  it('stores the real-pattern tests with their mode, timed blocks and section marking', async () => {
    for (const id of ['seed-test-pattern-ssc-cgl-tier-2-paper-1', 'seed-test-pattern-ssc-mts']) {
      const seeded = bank.tests.find((t) => t.id === id);
      const stored = await testsIn(connection).findOne({ _id: id });
      expect(stored, id).toMatchObject({
        mode: 'CBT',
        sectionTimings: seeded?.sectionTimings,
        sectionMarking: seeded?.sectionMarking,
        totalMarks: seeded?.totalMarks,
      });
    }
  });

  it('does nothing on a second run', async () => {
    expect(await seedCatalog(connection)).toEqual({ questions: 0, tests: 0, skipped: true });
    expect(await questionsIn(connection).countDocuments({})).toBe(bank.questions.length);
    expect(await testsIn(connection).countDocuments({})).toBe(bank.tests.length);
  });

  it('leaves a catalog alone when it already has tests but no questions', async () => {
    const other = await freshCatalog();
    const { id, ...test } = bank.tests[0] as (typeof bank.tests)[number];
    const now = new Date();
    await testsIn(other).insertOne({
      ...test,
      _id: id,
      questionSections: [],
      createdAt: now,
      updatedAt: now,
    });
    expect(await seedCatalog(other)).toEqual({ questions: 0, tests: 0, skipped: true });
    expect(await questionsIn(other).countDocuments({})).toBe(0);
  });
});
