import type { Section } from '@ssc/contracts';
import { sectionWindows } from '@ssc/contracts/exam-rules';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from './answerQueue';
import {
  examTab,
  FULL_LENGTH_SECTIONS,
  httpError,
  memoryStorage,
  START_MS,
  savedAnswer,
  settle,
} from './examSession.fakes';
import { onScreenState } from './examSheet';
import { progressStorageKey } from './progressRecord';

/** The exam session: CBT mode, visited questions, section timers, compensatory time. */

const CBT_TEST = { testType: 'SECTIONAL', durationMinutes: 60, mode: 'CBT' } as const;

function cbtTab(options: Parameters<typeof examTab>[0] = {}) {
  const tab = examTab({ ...options, attempt: { test: CBT_TEST, ...options.attempt } });
  tab.session.start();
  return tab;
}

const shown = (tab: ReturnType<typeof examTab>, id: string) => onScreenState(tab.snapshot(), id);

describe('CBT mode: a selection is a draft until Save & Next', () => {
  it('choosing an option shows it but neither saves nor sends it; Save & Next does both and moves on', async () => {
    const tab = cbtTab();
    await settle();
    tab.session.select('B');
    await settle();
    expect(shown(tab, 'q1').selectedAnswer).toBe('B');
    expect(tab.snapshot().sheet.q1?.selectedAnswer).toBeNull();
    expect(tab.snapshot().cbtStates[0]).toBe('NOT_ANSWERED');
    expect(tab.sentAnswers()).toEqual([]);

    tab.session.saveAndNext();
    await settle();
    expect(tab.sentAnswers().map((b) => [b.questionId, b.selectedAnswer, b.attemptStatus])).toEqual([
      ['q1', 'B', 'ANSWERED'],
    ]);
    expect(tab.snapshot().index).toBe(1);
    expect(tab.snapshot().cbtStates.slice(0, 3)).toEqual(['ANSWERED', 'NOT_ANSWERED', 'NOT_VISITED']);
  });

  it('moving away by the palette or a section tab drops an unsaved selection', async () => {
    const tab = cbtTab({ sections: ['QUANTITATIVE_APTITUDE', 'QUANTITATIVE_APTITUDE', 'GENERAL_AWARENESS'] });
    tab.session.select('C');
    tab.session.goTo(1);
    await settle();
    expect(tab.snapshot().draft).toBeNull();
    expect(shown(tab, 'q1').selectedAnswer).toBeNull();
    tab.session.select('D');
    tab.session.switchSection('GENERAL_AWARENESS');
    await settle();
    expect(tab.sentAnswers()).toEqual([]);
    expect(tab.snapshot().cbtStates).toEqual(['NOT_ANSWERED', 'NOT_ANSWERED', 'NOT_ANSWERED']);
    tab.session.goTo(0);
    expect(shown(tab, 'q1').selectedAnswer).toBeNull();
  });

  it('a saved answer stays when a new choice is left unsaved', async () => {
    const tab = cbtTab();
    tab.session.select('A');
    tab.session.saveAndNext();
    tab.session.goTo(0);
    tab.session.select('C');
    expect(shown(tab, 'q1').selectedAnswer).toBe('C');
    tab.session.goTo(2);
    expect(tab.snapshot().sheet.q1?.selectedAnswer).toBe('A');
    expect(tab.snapshot().cbtStates[0]).toBe('ANSWERED');
  });

  it('Mark for Review & Next saves the selection with the mark, or the mark alone', async () => {
    const tab = cbtTab();
    tab.session.select('A');
    tab.session.markAndNext();
    tab.session.markAndNext();
    await settle();
    expect(tab.sentAnswers().map((b) => [b.questionId, b.selectedAnswer, b.attemptStatus])).toEqual([
      ['q1', 'A', 'ANSWERED_AND_MARKED'],
      ['q2', null, 'MARKED_FOR_REVIEW'],
    ]);
    expect(tab.snapshot().cbtCounts).toEqual({
      NOT_VISITED: 1,
      NOT_ANSWERED: 1,
      ANSWERED: 0,
      MARKED_FOR_REVIEW: 1,
      ANSWERED_AND_MARKED: 1,
    });
    expect(tab.snapshot().index).toBe(2);
  });

  it('Save & Next on a marked answer saves it unmarked; Clear Response clears the saved answer', async () => {
    const tab = cbtTab();
    tab.session.select('A');
    tab.session.markAndNext();
    await settle();
    tab.session.goTo(0);
    tab.session.saveAndNext();
    await settle();
    tab.session.goTo(0);
    tab.session.clearResponse();
    await settle();
    expect(tab.sentAnswers().map((b) => [b.selectedAnswer, b.attemptStatus])).toEqual([
      ['A', 'ANSWERED_AND_MARKED'],
      ['A', 'ANSWERED'],
      [null, 'NOT_ATTEMPTED'],
    ]);
    expect(tab.snapshot().cbtStates[0]).toBe('NOT_ANSWERED');
  });

  it('Save & Next on the last question saves and stays there', async () => {
    const tab = cbtTab({ attempt: { lastActiveQuestionIndex: 3 } });
    tab.session.select('D');
    tab.session.saveAndNext();
    await settle();
    expect(tab.snapshot().index).toBe(3);
    expect(tab.sentAnswers()).toHaveLength(1);
  });
});

describe('visited questions', () => {
  it('are restored from the attempt; the auto-save sends only those the server does not know yet', async () => {
    const tab = cbtTab({
      attempt: {
        lastActiveAt: new Date(START_MS).toISOString(),
        questionAttempts: [
          { ...savedAnswer('q3', null, 'NOT_ATTEMPTED'), visited: true },
          savedAnswer('q4', 'B', 'ANSWERED'),
        ],
      },
    });
    expect(tab.snapshot().cbtStates).toEqual(['NOT_ANSWERED', 'NOT_VISITED', 'NOT_ANSWERED', 'ANSWERED']);
    tab.session.goTo(1);
    await tab.clock.advance(30_000);
    const [, body] = tab.network.autoSave.mock.calls.at(-1) ?? [];
    // q3 (visited) and q4 (answered) came from the server.
    expect(body?.visited).toEqual(['q1', 'q2']);
  });

  it('an opened question goes with auto-saves until one is taken, then no more', async () => {
    const tab = cbtTab();
    await settle();
    const before = tab.network.autoSave.mock.calls.length;
    tab.network.autoSave.mockRejectedValueOnce(new Error('offline'));
    tab.session.goTo(1);
    await tab.clock.advance(30_000);
    await tab.clock.advance(30_000);
    tab.session.goTo(2);
    await tab.clock.advance(30_000);
    const sent = tab.network.autoSave.mock.calls.slice(before).map(([, body]) => body.visited);
    expect(sent).toEqual([['q1', 'q2'], ['q1', 'q2'], ['q3']]);
  });

  it('a tab closed right after its clicks, before any save, reopens on the same question and palette, and saves them at once', async () => {
    const storage = memoryStorage();
    // The server's last record: the start, question 1.
    const server = { lastActiveAt: new Date(START_MS).toISOString() };
    const first = cbtTab({ storage, sections: FULL_LENGTH_SECTIONS, attempt: server });
    await first.clock.advance(2_000);
    first.session.goTo(3);
    first.session.clearResponse();
    first.session.saveAndNext();
    first.session.switchSection('GENERAL_AWARENESS');
    first.session.goTo(7);
    await settle();
    // Closed now: no auto-save went, nothing ran on the way out.
    expect(first.network.autoSave).not.toHaveBeenCalled();
    expect(first.sentAnswers()).toEqual([]);

    const again = cbtTab({ storage, sections: FULL_LENGTH_SECTIONS, attempt: server });
    expect(again.snapshot().index).toBe(7);
    expect(again.snapshot().cbtStates).toEqual([
      'NOT_ANSWERED',
      'NOT_VISITED',
      'NOT_VISITED',
      'NOT_ANSWERED',
      'NOT_ANSWERED',
      'NOT_VISITED',
      'NOT_ANSWERED',
      'NOT_ANSWERED',
    ]);
    // The server learns them at once, and the device then forgets what it kept.
    expect(again.network.autoSave).toHaveBeenCalledTimes(1);
    expect(again.network.autoSave.mock.calls[0]?.[1]).toMatchObject({
      lastActiveQuestionIndex: 7,
      visited: ['q1', 'q4', 'q5', 'q7', 'q8'],
    });
    await settle();
    expect(storage.getItem(progressStorageKey('att-1'))).toBeNull();
  });

  it('are sent in practice mode too, where the palette keeps the spec’s four statuses', async () => {
    const tab = examTab();
    tab.session.start();
    tab.session.goTo(2);
    tab.session.select('A');
    await tab.clock.advance(30_000);
    const [, body] = tab.network.autoSave.mock.calls.at(-1) ?? [];
    expect(body?.visited).toEqual(['q1', 'q3']);
    expect(tab.sentAnswers()).toHaveLength(1);
  });
});

const BLOCK_SECTIONS: Section[] = [
  'QUANTITATIVE_APTITUDE',
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'GENERAL_INTELLIGENCE',
];
const TWO_BLOCKS = [
  { section: 'QUANTITATIVE_APTITUDE', durationMinutes: 1 },
  { section: 'GENERAL_INTELLIGENCE', durationMinutes: 1 },
] as const;

function blockTab(options: { eligible?: boolean; startedAtMs?: number; lastIndex?: number } = {}) {
  const startedAtMs = options.startedAtMs ?? START_MS;
  const windows = sectionWindows(startedAtMs, TWO_BLOCKS, options.eligible ?? false);
  return cbtTab({
    sections: BLOCK_SECTIONS,
    attempt: {
      startedAt: new Date(startedAtMs).toISOString(),
      deadline: windows.at(-1)?.deadline ?? '',
      sectionDeadlines: windows,
      compensatoryMinutes: options.eligible ? 2 / 3 : 0,
      lastActiveQuestionIndex: options.lastIndex ?? 0,
      test: { ...CBT_TEST, durationMinutes: 2 },
    },
  });
}

describe('section timers', () => {
  it('only the open block can be reached; when it closes the screen moves on and it stays shut', async () => {
    const tab = blockTab();
    expect(tab.snapshot().activeBlock).toBe(0);
    expect(tab.session.blockSecondsLeft.get()).toBe(60);
    expect(tab.session.secondsLeft.get()).toBe(120);
    tab.session.goTo(2);
    tab.session.switchSection('GENERAL_INTELLIGENCE');
    expect(tab.snapshot().index).toBe(0);
    tab.session.goTo(1);
    tab.session.select('A');
    await tab.clock.advance(30_000);
    expect(tab.session.blockSecondsLeft.get()).toBe(30);

    await tab.clock.advance(30_000);
    expect(tab.snapshot().activeBlock).toBe(1);
    expect(tab.snapshot().index).toBe(2);
    expect(tab.snapshot().draft).toBeNull();
    expect(tab.events).toContainEqual({
      type: 'block-opened',
      closed: 'Quantitative Aptitude',
      opened: 'General Intelligence & Reasoning',
    });
    expect(tab.session.blockSecondsLeft.get()).toBe(60);
    expect(tab.session.secondsLeft.get()).toBe(60);

    tab.session.goTo(0);
    tab.session.previous();
    expect(tab.snapshot().index).toBe(2);
    tab.session.select('C');
    tab.session.saveAndNext();
    await settle();
    // The unsaved draft of the closed block was never sent; the new block's answer was.
    expect(tab.sentAnswers().map((b) => [b.questionId, b.selectedAnswer])).toEqual([['q3', 'C']]);
    expect(tab.snapshot().index).toBe(3);
  });

  it('after a reload inside the second block, the clocks and the position are right', () => {
    const tab = blockTab({ startedAtMs: START_MS - 90_000, lastIndex: 1 });
    expect(tab.snapshot().activeBlock).toBe(1);
    expect(tab.snapshot().index).toBe(2);
    expect(tab.session.blockSecondsLeft.get()).toBe(30);
    expect(tab.session.secondsLeft.get()).toBe(30);
  });

  it('the last block closing submits the test on the timer', async () => {
    const tab = blockTab();
    await tab.clock.advance(120_000);
    await settle();
    expect(tab.network.submit).toHaveBeenCalledTimes(1);
    expect(tab.network.submit.mock.calls[0]?.[1].reason).toBe('TIMER');
  });

  it('compensatory time lengthens both clocks, and the test clock is not cut to the paper’s minutes', () => {
    const tab = blockTab({ eligible: true });
    expect(tab.session.blockSecondsLeft.get()).toBe(80);
    expect(tab.session.secondsLeft.get()).toBe(160);
    expect(tab.session.layout.compensatoryMinutes).toBeCloseTo(2 / 3);
  });

  it('a one-clock test with compensatory time counts down from the longer deadline', () => {
    const tab = cbtTab({
      attempt: { deadline: new Date(START_MS + 80 * 60_000).toISOString(), compensatoryMinutes: 20 },
    });
    expect(tab.session.secondsLeft.get()).toBe(80 * 60);
  });

  it('a 409 SECTION_CLOSED refuses that write only: it is said plainly and the next write goes out', async () => {
    const tab = blockTab();
    const refused = Object.assign(httpError(409, 'This section is closed'), { code: 'SECTION_CLOSED' });
    tab.network.recordAnswer.mockRejectedValueOnce(refused);
    tab.session.select('A');
    tab.session.saveAndNext();
    await settle();
    tab.session.select('B');
    tab.session.saveAndNext();
    await settle();
    expect(tab.eventTypes()).toContain('section-closed');
    expect(tab.eventTypes()).not.toContain('closed');
    expect(tab.sentAnswers().map((b) => b.selectedAnswer)).toEqual(['A', 'B']);
    expect(tab.snapshot().queue).toEqual({ pending: 0, phase: 'idle' });
  });

  it('a refused change is undone on screen: the question shows what the server holds', async () => {
    const tab = blockTab();
    const refused = () => Object.assign(httpError(409, 'This section is closed'), { code: 'SECTION_CLOSED' });
    tab.session.select('A');
    tab.session.saveAndNext();
    await settle();
    expect(tab.snapshot().sheet.q1?.selectedAnswer).toBe('A');

    tab.network.recordAnswer.mockRejectedValueOnce(refused());
    tab.session.goTo(0);
    tab.session.select('C');
    tab.session.markAndNext();
    await settle();
    expect(tab.snapshot().sheet.q1).toMatchObject({ selectedAnswer: 'A', marked: false });
    expect(tab.snapshot().cbtStates[0]).toBe('ANSWERED');

    tab.network.recordAnswer.mockRejectedValueOnce(refused());
    tab.session.select('D');
    tab.session.saveAndNext();
    await settle();
    expect(tab.snapshot().sheet.q2).toMatchObject({ selectedAnswer: null, marked: false, clientTs: 0 });
    expect(tab.eventTypes().filter((type) => type === 'section-closed')).toHaveLength(2);
  });
});

describe('classifyFailure', () => {
  it('drops a write refused by a section timer, and still stops on any other 409', () => {
    expect(classifyFailure(Object.assign(httpError(409), { code: 'SECTION_CLOSED' }))).toBe('drop');
    expect(classifyFailure(Object.assign(httpError(409), { code: 'SECTION_NOT_OPEN' }))).toBe('drop');
    expect(classifyFailure(Object.assign(httpError(409), { code: 'NOT_IN_ATTEMPT' }))).toBe('drop');
    expect(classifyFailure(Object.assign(httpError(409), { code: 'ATTEMPT_SUBMITTED' }))).toBe('closed');
    expect(classifyFailure(httpError(409))).toBe('closed');
  });
});
