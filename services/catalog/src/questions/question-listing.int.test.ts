import { adminStats, questionsPage } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness } from '../catalog-test-harness';

// Two instances over one database: the store's workarounds on (the in-memory index, as on
// FerretDB) and off (the queries it stands in for, as on MongoDB). They must answer alike.
let memory: CatalogHarness;
let database: CatalogHarness;
let clockMs = Date.parse('2025-04-01T00:00:00Z');
const clock = () => {
  clockMs += 1000;
  return new Date(clockMs);
};

beforeAll(async () => {
  memory = await startCatalogHarness({ clock, workarounds: true });
  database = await startCatalogHarness({ sameDataAs: memory, workarounds: false });
  const sections = ['QUANTITATIVE_APTITUDE', 'GENERAL_AWARENESS', 'ENGLISH_COMPREHENSION'];
  const difficulties = ['EASY', 'MEDIUM', 'HARD'];
  for (let i = 0; i < 12; i++) {
    await memory.createQuestion({
      section: sections[i % 3],
      difficulty: difficulties[Math.floor(i / 3) % 3],
      questionTextEnglish: `Listing question ${i} about ${i % 2 === 0 ? 'Trains' : 'boats'}`,
      topicTags: i % 4 === 0 ? ['Time and  Work'] : ['Percentages'],
    });
  }
});
afterAll(async () => {
  await database?.close();
  await memory?.close();
});

const list = async (h: CatalogHarness, query: Record<string, string | number>) => {
  const res = await request(h.app).get('/api/admin/questions').query(query).set(h.as('admin'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const page = questionsPage.parse(res.body);
  return { ids: page.questions.map((q) => q.id), total: page.total };
};
const count = async (h: CatalogHarness, query: Record<string, string>) =>
  (await request(h.app).get('/api/admin/questions/count').query(query).set(h.as('admin')).expect(200)).body;

describe('the admin list with the store workarounds on (memory) and off (database) answers alike', () => {
  it.each<Record<string, string | number>>([
    { page: 1, limit: 5 },
    { page: 3, limit: 5 },
    { section: 'GENERAL_AWARENESS' },
    { section: 'QUANTITATIVE_APTITUDE', difficulty: 'EASY' },
    { topic: 'time and work' },
    { search: 'TRAINS' },
    { search: 'question 1', section: 'GENERAL_AWARENESS' },
    { search: 'nothing like this' },
  ])('lists %o the same way', async (query) => {
    const fromIndex = await list(memory, query);
    expect(await list(database, query)).toEqual(fromIndex);
    expect(fromIndex.total).toBeGreaterThanOrEqual(0);
  });

  it('counts and totals the same way', async () => {
    const queries: Record<string, string>[] = [
      {},
      { section: 'ENGLISH_COMPREHENSION' },
      { topicId: 'Percentages' },
    ];
    for (const query of queries) {
      expect(await count(database, query)).toEqual(await count(memory, query));
    }
    const stats = async (h: CatalogHarness) =>
      adminStats.parse((await request(h.app).get('/api/admin/stats').set(h.as('admin')).expect(200)).body)
        .questions;
    expect(await stats(database)).toEqual(await stats(memory));
    expect((await stats(memory)).total).toBe(12);
  });
});
