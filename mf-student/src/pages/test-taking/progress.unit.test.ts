import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { translate } from './examTesting';
import { needsInitialSave, progressBody } from './progress';
import { saveStateOf } from './saveState';

beforeAll(() => showInterfaceIn('en'));

const start = Date.parse('2025-01-01T10:00:00.000Z');

describe('auto-save', () => {
  it('saves at once when never saved or last saved over 10 s ago', () => {
    expect(needsInitialSave(null, start)).toBe(true);
    expect(needsInitialSave(new Date(start - 10_001).toISOString(), start)).toBe(true);
    expect(needsInitialSave(new Date(start - 10_000).toISOString(), start)).toBe(false);
    expect(needsInitialSave(new Date(start - 2_000).toISOString(), start)).toBe(false);
  });

  it('builds the spec body with whole minutes and the time per question', () => {
    const body = progressBody({
      window: { startedAt: new Date(start).toISOString(), deadline: null, durationMinutes: 60 },
      serverNowMs: start + 125_000,
      index: 4,
      section: 'GENERAL_AWARENESS',
      timeSpent: { q1: 30 },
    });
    expect(body).toEqual({
      lastActiveAt: new Date(start + 125_000).toISOString(),
      lastActiveQuestionIndex: 4,
      lastActiveSection: 'GENERAL_AWARENESS',
      durationTaken: 2,
      timeSpent: { q1: 30 },
    });
  });
});

describe('save state', () => {
  it('says saved, saving or how many are not saved', () => {
    expect(saveStateOf({ pending: 0, phase: 'idle' }, true, translate).text).toBe('All answers saved');
    expect(saveStateOf({ pending: 0, phase: 'retrying' }, false, translate).text).toBe('All answers saved');
    expect(saveStateOf({ pending: 2, phase: 'sending' }, true, translate).text).toBe('Saving…');
    expect(saveStateOf({ pending: 2, phase: 'idle' }, true, translate).kind).toBe('saving');
    expect(saveStateOf({ pending: 3, phase: 'retrying' }, true, translate).text).toBe(
      '3 answers not saved yet',
    );
    expect(saveStateOf({ pending: 1, phase: 'halted' }, true, translate).text).toBe('1 answer not saved yet');
    expect(saveStateOf({ pending: 2, phase: 'sending' }, false, translate).text).toBe(
      '2 answers not saved yet (offline)',
    );
  });
});
