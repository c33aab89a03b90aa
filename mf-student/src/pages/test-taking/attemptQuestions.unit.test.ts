import type { StudentQuestion } from '@ssc/contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadAttemptQuestions, orderByIds } from './attemptQuestions';

const q = (id: string) => ({ id }) as StudentQuestion;

describe("an attempt's questions", () => {
  it('orders by the frozen ids and leaves out unknown ones', () => {
    expect(orderByIds(['c', 'a', 'x'], [q('a'), q('b'), q('c')]).map((x) => x.id)).toEqual(['c', 'a']);
  });

  it('reads the test once when it still has every question', async () => {
    const source = { testQuestions: vi.fn(async () => [q('a'), q('b')]), questionsByIds: vi.fn() };
    const out = await loadAttemptQuestions(source, 't1', ['b', 'a']);
    expect(out.map((x) => x.id)).toEqual(['b', 'a']);
    expect(source.questionsByIds).not.toHaveBeenCalled();
  });

  it('fetches by id only the questions the edited test no longer has', async () => {
    const source = {
      testQuestions: vi.fn(async () => [q('a'), q('new')]),
      questionsByIds: vi.fn(async (_t: string, ids: readonly string[]) => ids.map(q)),
    };
    const out = await loadAttemptQuestions(source, 't1', ['a', 'old1', 'old2']);
    expect(source.questionsByIds).toHaveBeenCalledWith('t1', ['old1', 'old2']);
    expect(out.map((x) => x.id)).toEqual(['a', 'old1', 'old2']);
  });

  it('still loads the frozen questions of a deleted test', async () => {
    const source = {
      testQuestions: vi.fn(async () => {
        throw Object.assign(new Error('HTTP error! status: 404'), { status: 404 });
      }),
      questionsByIds: vi.fn(async (_t: string, ids: readonly string[]) => ids.map(q)),
    };
    expect((await loadAttemptQuestions(source, 't1', ['a'])).map((x) => x.id)).toEqual(['a']);
  });

  it('takes the test order when the attempt has no frozen list, and passes other errors on', async () => {
    const ordered = { testQuestions: vi.fn(async () => [q('z'), q('y')]), questionsByIds: vi.fn() };
    expect((await loadAttemptQuestions(ordered, 't1', [])).map((x) => x.id)).toEqual(['z', 'y']);
    const failing = {
      testQuestions: vi.fn(async () => {
        throw Object.assign(new Error('boom'), { status: 500 });
      }),
      questionsByIds: vi.fn(),
    };
    await expect(loadAttemptQuestions(failing, 't1', ['a'])).rejects.toThrow('boom');
  });
});
