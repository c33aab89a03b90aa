import { type PointerEvent, useMemo, useRef } from 'react';

export type SwipeDirection = 'next' | 'previous';

/**
 * How far a finger must travel sideways to count as a swipe, and how much more sideways than
 * up or down: a scroll that drifts a little to one side, or a short wobble while tapping an
 * option, never changes the question.
 */
export const SWIPE_MIN_PX = 64;
export const SWIPE_SLOPE = 2;

type Point = { x: number; y: number };

/** The move a finger's path from `start` to `end` asks for: left is the next question, right the previous. */
export function swipeDirection(start: Point, end: Point): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_SLOPE * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Anything a finger may be using for something else: typing, choosing from a list. */
const OWN_GESTURES = 'input, textarea, select, [contenteditable="true"]';

/**
 * Pointer handlers that turn a one-finger horizontal swipe on a touch screen into `onSwipe`.
 * Mouse and pen drags are left alone (they select text); so is a second finger (a pinch), a
 * gesture the browser took over for scrolling (`pointercancel`: the element's
 * `touch-action: pan-y` lets it scroll vertically), a gesture that ends with text selected, and
 * events bubbling through a React portal from outside the element (a dialog opened from it).
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<(Point & { id: number }) | null>(null);
  return useMemo(() => {
    const inside = (event: PointerEvent<HTMLElement>) =>
      event.target instanceof Node && event.currentTarget.contains(event.target);
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (start.current) {
          start.current = null; // a second finger: a pinch, not a swipe
          return;
        }
        if (event.pointerType !== 'touch' || !event.isPrimary || !inside(event)) return;
        if (event.target instanceof Element && event.target.closest(OWN_GESTURES)) return;
        start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const selection = window.getSelection();
        if (selection && !selection.isCollapsed) return;
        const direction = swipeDirection(from, { x: event.clientX, y: event.clientY });
        if (direction) onSwipe(direction);
      },
      onPointerCancel() {
        start.current = null;
      },
    };
  }, [onSwipe]);
}
