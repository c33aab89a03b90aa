import { Button } from '@ssc/web-core';
import { Dialog } from '@ssc/web-core/dialog';
import { type PointerEvent, useCallback, useRef, useState } from 'react';

/** The words this component shows, in one place to translate later. */
const TEXT = {
  open: (alt: string) => `Zoom ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`,
  hint: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Fit to screen',
  level: (percent: number) => `${percent}%`,
};

/** From fitting the screen to four times that, in steps a thumb can count. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const STEP = 0.5;

export const clampZoom = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

type Pinch = { distance: number; scale: number };

/**
 * A question's figure, which a phone shows too small to read a graph's labels by: tapping it
 * opens it over the whole screen, where two fingers pinch it larger or smaller (the page itself
 * does not zoom) and the buttons do the same for one finger or a keyboard; the zoomed figure
 * scrolls in both directions. Escape or Close shuts it, focus back on the figure.
 */
export function ZoomableFigure({ src, alt }: { src: string; alt: string }) {
  const [scale, setScale] = useState(MIN_ZOOM);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<Pinch | null>(null);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: spread(), scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const from = pinch.current;
    if (from && from.distance > 0) setScale(clampZoom((from.scale * spread()) / from.distance));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setScale(MIN_ZOOM);
  }, []);

  return (
    <Dialog
      title={alt}
      className="figure-zoom"
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className="question-card__figure" aria-label={TEXT.open(alt)}>
          <img className="question-card__image" src={src} alt="" decoding="async" />
          <span className="question-card__figure-hint" aria-hidden="true">
            {TEXT.hint}
          </span>
        </button>
      }
    >
      <div className="figure-zoom__controls">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setScale((s) => clampZoom(s - STEP))}
          disabled={scale <= MIN_ZOOM}
        >
          {TEXT.zoomOut}
        </Button>
        <span className="figure-zoom__level" data-testid="figure-zoom-level">
          {TEXT.level(Math.round(scale * 100))}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setScale((s) => clampZoom(s + STEP))}
          disabled={scale >= MAX_ZOOM}
        >
          {TEXT.zoomIn}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setScale(MIN_ZOOM)} disabled={scale === MIN_ZOOM}>
          {TEXT.reset}
        </Button>
      </div>
      {/*
        Scrolls in both directions once zoomed (a Tab stop, so the arrow keys scroll it too); two
        fingers are the pinch's (touch-action: pan-x pan-y), the buttons above do the same.
      */}
      <section
        className="figure-zoom__viewport"
        aria-label={alt}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable from the keyboard
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <img className="figure-zoom__image" src={src} alt={alt} style={{ width: `${scale * 100}%` }} />
      </section>
    </Dialog>
  );
}
