import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeDirection } from './swipe';

const from = { x: 200, y: 300 };

describe('swipeDirection', () => {
  it('a finger moving left far enough asks for the next question, right for the previous', () => {
    expect(swipeDirection(from, { x: 200 - SWIPE_MIN_PX, y: 310 })).toBe('next');
    expect(swipeDirection(from, { x: 200 + 120, y: 290 })).toBe('previous');
  });

  it('a short sideways move (a tap that wobbled) is no swipe', () => {
    expect(swipeDirection(from, { x: 200 - (SWIPE_MIN_PX - 1), y: 300 })).toBeNull();
  });

  it('a vertical scroll, even one drifting sideways, is no swipe', () => {
    expect(swipeDirection(from, { x: 200, y: 0 })).toBeNull();
    expect(swipeDirection(from, { x: 120, y: 100 })).toBeNull(); // 80 across, 200 up
    expect(swipeDirection(from, { x: 100, y: 360 })).toBeNull(); // 100 across, 60 down: too steep
  });
});
