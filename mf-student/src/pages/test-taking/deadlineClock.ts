import { type ExamWindow, remainingSeconds, TICK_MS } from './examClock';
import type { Cancel, ExamClock } from './examEffects';
import { createStore, type Readable, type Store } from './externalStore';

interface DeadlineClockOptions {
  window: ExamWindow;
  clockOffsetMs: number;
  clock: ExamClock;
  /** Called once, the first time the time left is zero. */
  onZero: () => void;
}

/**
 * Whole seconds to the server's deadline, as its own store: the countdown is the only part of the
 * screen that changes every second, so only it listens. Each tick recomputes from the clock, so a
 * throttled background tab is right when it wakes.
 */
export class DeadlineClock implements Readable<number> {
  private readonly store: Store<number>;
  private fired = false;
  private cancel: Cancel | null = null;

  constructor(private readonly options: DeadlineClockOptions) {
    this.store = createStore(this.read());
  }

  readonly subscribe = (listener: () => void) => this.store.subscribe(listener);
  readonly get = () => this.store.get();

  start(): void {
    if (this.cancel) return;
    this.tick();
    this.cancel = this.options.clock.every(TICK_MS, this.tick);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private read(): number {
    const { window, clock, clockOffsetMs } = this.options;
    return remainingSeconds(window, clock.now(), clockOffsetMs);
  }

  private readonly tick = () => {
    const left = this.read();
    this.store.set(left);
    if (left === 0 && !this.fired) {
      this.fired = true;
      this.options.onZero();
    }
  };
}
