import { describe, expect, it } from 'vitest';
import { createTimeTracker } from './timeTracker';

describe('time per question', () => {
  it('accumulates while a question is on screen and adds it up on leaving', () => {
    const tracker = createTimeTracker({ q1: 10 });
    tracker.enter('q1', 0);
    expect(tracker.seconds('q1', 4000)).toBe(14);
    tracker.enter('q2', 5000);
    expect(tracker.seconds('q1', 99_000)).toBe(15);
    tracker.enter('q1', 8000);
    tracker.leave(10_000);
    expect(tracker.snapshot(50_000)).toEqual({ q1: 17, q2: 3 });
  });

  it('entering the running question again changes nothing', () => {
    const tracker = createTimeTracker();
    tracker.enter('q1', 0);
    tracker.enter('q1', 3000);
    expect(tracker.seconds('q1', 5000)).toBe(5);
  });

  it('only raises a time to a larger one from elsewhere', () => {
    const tracker = createTimeTracker({ q1: 30 });
    tracker.raiseTo('q1', 20);
    expect(tracker.seconds('q1', 0)).toBe(30);
    tracker.raiseTo('q1', 45);
    expect(tracker.seconds('q1', 0)).toBe(45);
  });
});
