import { describe, expect, it } from 'vitest';
import { examTab, FULL_LENGTH_SECTIONS, memoryStorage, savedAnswer, settle } from './examSession.fakes';

/** The spec's own number (section 9), not the code's constant, so a change to either shows here. */
const MARK_ADVANCE_MS = 100;

/** Spec section 4, the taking screen: statuses, moving between questions, time per question, resume. */

function started(options: Parameters<typeof examTab>[0] = {}) {
  const tab = examTab(options);
  tab.session.start();
  return tab;
}

const statusOfQ1 = (tab: ReturnType<typeof examTab>) => tab.snapshot().statuses[0];

describe('per-question status', () => {
  it('selecting answers; selecting the chosen option again clears it', () => {
    const tab = started();
    tab.session.select('B');
    expect(statusOfQ1(tab)).toBe('ANSWERED');
    expect(tab.snapshot().sheet.q1?.selectedAnswer).toBe('B');
    tab.session.select('C');
    expect(tab.snapshot().sheet.q1?.selectedAnswer).toBe('C');
    tab.session.select('C');
    expect(statusOfQ1(tab)).toBe('NOT_ATTEMPTED');
    expect(tab.snapshot().sheet.q1?.selectedAnswer).toBeNull();
  });

  it('on a marked question, selecting gives answered-and-marked and clearing gives marked', () => {
    const tab = started();
    tab.session.toggleMark();
    expect(statusOfQ1(tab)).toBe('MARKED_FOR_REVIEW');
    tab.session.select('A');
    expect(statusOfQ1(tab)).toBe('ANSWERED_AND_MARKED');
    tab.session.select('A');
    expect(statusOfQ1(tab)).toBe('MARKED_FOR_REVIEW');
  });

  it('toggling the mark walks all four statuses', () => {
    const tab = started();
    tab.session.toggleMark(); // unanswered + unmarked
    expect(statusOfQ1(tab)).toBe('MARKED_FOR_REVIEW');
    tab.session.toggleMark(); // unanswered + marked
    expect(statusOfQ1(tab)).toBe('NOT_ATTEMPTED');
    tab.session.select('D');
    tab.session.toggleMark(); // answered + unmarked
    expect(statusOfQ1(tab)).toBe('ANSWERED_AND_MARKED');
    tab.session.toggleMark(); // answered + marked
    expect(statusOfQ1(tab)).toBe('ANSWERED');
  });

  it('every change is sent with its status, in click order, and the counts follow', async () => {
    const tab = started();
    await settle();
    tab.session.select('A');
    await settle();
    tab.session.toggleMark();
    await settle();
    expect(tab.sentAnswers().map((body) => [body.selectedAnswer, body.attemptStatus])).toEqual([
      ['A', 'ANSWERED'],
      ['A', 'ANSWERED_AND_MARKED'],
    ]);
    expect(tab.snapshot().counts).toMatchObject({ ANSWERED_AND_MARKED: 1, NOT_ATTEMPTED: 3 });
  });

  it('a later click is stamped after an earlier one even when the clock does not move', () => {
    const tab = started();
    tab.session.select('A');
    const first = tab.snapshot().sheet.q1?.clientTs ?? Number.POSITIVE_INFINITY;
    tab.session.select('B');
    expect(tab.snapshot().sheet.q1?.clientTs).toBeGreaterThan(first);
  });
});

describe('moving between questions', () => {
  it('marking advances to the next question after about 100 ms', async () => {
    const tab = started();
    tab.session.toggleMark();
    await tab.clock.advance(MARK_ADVANCE_MS - 1);
    expect(tab.snapshot().index).toBe(0);
    await tab.clock.advance(1);
    expect(tab.snapshot().index).toBe(1);
  });

  it('does not advance if the student moved away meanwhile, on unmarking, or from the last question', async () => {
    const tab = started();
    tab.session.toggleMark();
    tab.session.goTo(2);
    await tab.clock.advance(MARK_ADVANCE_MS);
    expect(tab.snapshot().index).toBe(2);

    tab.session.select('A');
    tab.session.toggleMark();
    await tab.clock.advance(MARK_ADVANCE_MS);
    tab.session.goTo(2);
    tab.session.toggleMark(); // unmark
    await tab.clock.advance(MARK_ADVANCE_MS);
    expect(tab.snapshot().index).toBe(2);

    tab.session.goTo(3);
    tab.session.toggleMark();
    await tab.clock.advance(MARK_ADVANCE_MS);
    expect(tab.snapshot().index).toBe(3);
  });

  it('Save & Next saves a marked answer as plainly answered, then moves on', async () => {
    const tab = started();
    tab.session.select('C');
    tab.session.toggleMark();
    tab.session.saveAndNext();
    expect(statusOfQ1(tab)).toBe('ANSWERED');
    expect(tab.snapshot().index).toBe(1);
    await settle();
    expect(tab.sentAnswers().at(-1)).toMatchObject({ questionId: 'q1', attemptStatus: 'ANSWERED' });
  });

  it('Save & Next keeps an unanswered mark; Previous and Save & Next stop at the ends', () => {
    const tab = started();
    tab.session.previous();
    expect(tab.snapshot().index).toBe(0);
    tab.session.toggleMark();
    tab.session.saveAndNext();
    expect(statusOfQ1(tab)).toBe('MARKED_FOR_REVIEW');
    tab.session.goTo(99);
    expect(tab.snapshot().index).toBe(3);
    tab.session.saveAndNext();
    expect(tab.snapshot().index).toBe(3);
    tab.session.previous();
    expect(tab.snapshot().index).toBe(2);
  });

  it('switching section goes to the first question of that section', () => {
    const tab = started({
      sections: FULL_LENGTH_SECTIONS,
      attempt: { test: { testType: 'FULL_LENGTH', durationMinutes: 60 } },
    });
    expect(tab.session.layout.sectioned).toBe(true);
    tab.session.switchSection('GENERAL_AWARENESS');
    expect(tab.snapshot().index).toBe(6);
    tab.session.saveAndNext();
    tab.session.switchSection('GENERAL_AWARENESS');
    expect(tab.snapshot().index).toBe(6);
    tab.session.switchSection('GENERAL_INTELLIGENCE');
    expect(tab.snapshot().index).toBe(2);
  });
});

describe('time per question', () => {
  it('accumulates whenever the student leaves a question, on top of the time restored', async () => {
    const tab = started({
      attempt: { questionAttempts: [savedAnswer('q1', null, 'NOT_ATTEMPTED', { timeSpent: 10 })] },
    });
    await tab.clock.advance(5_000);
    tab.session.goTo(1);
    await tab.clock.advance(3_000);
    tab.session.goTo(0);
    await tab.clock.advance(2_000);
    tab.session.select('A');
    await settle();
    expect(tab.sentAnswers()[0]?.timeSpent).toBe(17);
    tab.signals.hide();
    expect(tab.network.autoSave.mock.calls.at(-1)?.[1].timeSpent).toEqual({ q1: 17, q2: 3 });
  });

  it('does not run while the screen is disposed', async () => {
    const tab = started();
    await tab.clock.advance(4_000);
    tab.session.dispose();
    await tab.clock.advance(60_000);
    tab.session.start();
    tab.session.select('A');
    await settle();
    expect(tab.sentAnswers()[0]?.timeSpent).toBe(4);
  });
});

describe('resume', () => {
  it('restores answers, marks and the saved question, and says so once', () => {
    const tab = examTab({
      attempt: {
        lastActiveQuestionIndex: 2,
        questionAttempts: [
          savedAnswer('q1', 'B', 'ANSWERED_AND_MARKED'),
          savedAnswer('q2', 'C', 'MARKED_FOR_REVIEW'),
        ],
      },
    });
    expect(tab.snapshot()).toMatchObject({ index: 2, resumed: true });
    expect(tab.snapshot().statuses).toEqual([
      'ANSWERED_AND_MARKED',
      'MARKED_FOR_REVIEW',
      'NOT_ATTEMPTED',
      'NOT_ATTEMPTED',
    ]);
    expect(tab.snapshot().sheet.q2?.selectedAnswer).toBeNull();
    tab.session.start();
    tab.session.dispose();
    tab.session.start();
    expect(tab.eventTypes()).toEqual(['resumed']);
  });

  it('caps the saved index to the last question', () => {
    const tab = examTab({ attempt: { lastActiveQuestionIndex: 40 } });
    expect(tab.snapshot().index).toBe(3);
  });

  it('reopens the saved section where the saved index is not in it', () => {
    const tab = examTab({
      sections: FULL_LENGTH_SECTIONS,
      attempt: { lastActiveQuestionIndex: 1, lastActiveSection: 'GENERAL_AWARENESS' },
    });
    expect(tab.snapshot().index).toBe(6);
  });

  it('after a reload that outran the last auto-save, reopens the question this device last showed', () => {
    const storage = memoryStorage();
    const first = examTab({ storage });
    first.session.start();
    first.session.goTo(2);
    first.session.dispose();
    // The server still says question 0 (its auto-save had not landed): this device knows better.
    const reloaded = examTab({ storage, attempt: { lastActiveQuestionIndex: 0 } });
    expect(reloaded.snapshot()).toMatchObject({ index: 2, resumed: true });
    // A position the server recorded later than this device's wins.
    const later = examTab({
      storage,
      attempt: { lastActiveQuestionIndex: 1, lastActiveAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(later.snapshot().index).toBe(1);
  });

  it('a fresh attempt is not "resumed"', () => {
    const tab = started();
    expect(tab.snapshot().resumed).toBe(false);
    expect(tab.eventTypes()).toEqual([]);
  });
});
