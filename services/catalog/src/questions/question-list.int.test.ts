import { type Question, questionsPage } from '@ssc/contracts';
import { STORE_SETTINGS } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness } from '../catalog-test-harness';

// The in-memory index (workarounds on, as on FerretDB) and the queries (off, as on MongoDB).
describe.each(STORE_SETTINGS)('the admin question list, $label', ({ workarounds }) => {
  let h: CatalogHarness;
  let clockMs = Date.parse('2025-03-01T00:00:00Z');
  /** A second apart per write, so the newest-first order is exactly the creation order. */
  const clock = () => {
    clockMs += 1000;
    return new Date(clockMs);
  };
  const bank: Question[] = [];

  const SECTIONS = ['QUANTITATIVE_APTITUDE', 'GENERAL_AWARENESS', 'ENGLISH_COMPREHENSION'] as const;
  const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;

  beforeAll(async () => {
    h = await startCatalogHarness({ clock, workarounds });
    // 27 questions, one per (section, difficulty, k); created in order, so the newest is last.
    for (let i = 0; i < 27; i++) {
      const section = SECTIONS[i % 3] as string;
      const difficulty = DIFFICULTIES[Math.floor(i / 3) % 3] as string;
      bank.push(
        await h.createQuestion({
          section,
          difficulty,
          questionTextEnglish: `Bank question number ${i} about ${i % 2 === 0 ? 'trains' : 'boats'}`,
          questionTextHindi: i === 7 ? 'रेलगाड़ी की गति कितनी है?' : `बैंक प्रश्न ${i}`,
          topicTags: i % 4 === 0 ? ['Time and Work', 'Speed'] : ['Percentages'],
        }),
      );
    }
  });
  afterAll(() => h.close());

  async function list(query: Record<string, string | number>) {
    const res = await request(h.app).get('/api/admin/questions').query(query).set(h.as('admin'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return questionsPage.parse(res.body);
  }

  const newestFirst = () => [...bank].reverse();
  const ids = (qs: Question[]) => qs.map((q) => q.id);

  describe('GET /api/admin/questions', () => {
    it('pages through the bank newest first, 20 per page by default, with the total', async () => {
      const first = await list({});
      expect(first).toMatchObject({ total: 27, page: 1, limit: 20 });
      expect(ids(first.questions)).toEqual(ids(newestFirst().slice(0, 20)));
      const second = await list({ page: 2 });
      expect(ids(second.questions)).toEqual(ids(newestFirst().slice(20)));
      const small = await list({ page: 3, limit: 5 });
      expect(ids(small.questions)).toEqual(ids(newestFirst().slice(10, 15)));
      expect((await list({ page: 9 })).questions).toEqual([]);
    });

    it('returns full questions, answers included, for the admin', async () => {
      const [latest] = (await list({ limit: 1 })).questions;
      expect(latest).toEqual(bank.at(-1));
      expect(latest?.correctAnswer).toBe('B');
    });

    it('filters by section, difficulty, topic and search together, counting all matches', async () => {
      const expected = newestFirst().filter(
        (q) =>
          q.section === 'QUANTITATIVE_APTITUDE' &&
          q.difficulty === 'EASY' &&
          q.topicTags.includes('Time and Work') &&
          q.questionTextEnglish.includes('trains'),
      );
      expect(expected.length).toBeGreaterThan(0);
      const page = await list({
        section: 'QUANTITATIVE_APTITUDE',
        difficulty: 'EASY',
        topic: 'time AND work',
        search: 'TRAINS',
      });
      expect(ids(page.questions)).toEqual(ids(expected));
      expect(page.total).toBe(expected.length);
    });

    it('searches Hindi text and treats regex characters literally', async () => {
      expect(ids((await list({ search: 'रेलगाड़ी' })).questions)).toEqual([bank[7]?.id]);
      expect((await list({ search: 'number .*' })).total).toBe(0);
      expect((await list({ search: 'number 1' })).total).toBe(11); // 1, 10-19
    });

    it('matches a topic exactly (not a part of a tag) and ignores "all" and empty filters', async () => {
      expect((await list({ topic: 'speed' })).total).toBe(7);
      expect((await list({ topic: 'spee' })).total).toBe(0);
      expect((await list({ section: 'all', difficulty: '', search: '' })).total).toBe(27);
    });

    it('rejects bad paging and filters with 400 naming the field', async () => {
      for (const [query, message] of [
        [{ page: 0 }, 'page must be at least 1'],
        [{ limit: 1001 }, 'limit must be at most 1000'],
        [{ section: 'HISTORY' }, /^section must be one of/],
        [{ difficulty: 'EXTREME' }, 'difficulty must be one of EASY, MEDIUM, HARD'],
      ] as const) {
        const res = await request(h.app).get('/api/admin/questions').query(query).set(h.as('admin'));
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(message);
      }
    });
  });

  describe('GET /api/admin/questions/count', () => {
    it('counts by section and topic tag', async () => {
      const count = async (query: Record<string, string>) =>
        (await request(h.app).get('/api/admin/questions/count').query(query).set(h.as('admin'))).body;
      expect(await count({})).toEqual({ count: 27 });
      expect(await count({ section: 'GENERAL_AWARENESS' })).toEqual({ count: 9 });
      expect(await count({ topicId: 'percentages' })).toEqual({ count: 20 });
      expect(await count({ section: 'QUANTITATIVE_APTITUDE', topicId: 'Speed' })).toEqual({
        count: bank.filter((q) => q.section === 'QUANTITATIVE_APTITUDE' && q.topicTags.includes('Speed'))
          .length,
      });
    });
  });

  describe('a second instance of the service', () => {
    it('lists the bank and sees changes made through the first one', async () => {
      const other = await startCatalogHarness({ sameDataAs: h, workarounds });
      try {
        // The index follows the catalog topic; the queries see the database as it is.
        if (workarounds)
          await other.questionIndex.follow({
            bus: other.bus,
            topic: h.topic,
            groupId: `index-${Date.now()}`,
            resyncMs: 600_000,
          });
        const page = async () =>
          questionsPage.parse(
            (await request(other.app).get('/api/admin/questions').query({ limit: 1 }).set(other.as('admin')))
              .body,
          );
        expect((await page()).total).toBe(27);

        const added = await h.createQuestion({ questionTextEnglish: 'Added through the first instance' });
        await h.flushOutbox();
        await expect.poll(async () => (await page()).questions[0]?.id, { timeout: 30_000 }).toBe(added.id);
        expect((await page()).total).toBe(28);

        await request(h.app).delete(`/api/admin/questions/${added.id}`).set(h.as('admin')).expect(204);
        await h.flushOutbox();
        await expect.poll(async () => (await page()).total, { timeout: 30_000 }).toBe(27);
      } finally {
        await other.close();
      }
    });
  });
});
