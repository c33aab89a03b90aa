import { activeBlockAt, blockSecondsLeft, type ExamBlock } from './examBlocks';
import { TICK_MS } from './examClock';
import type { Cancel, ExamClock } from './examEffects';
import { createStore, type Readable, type Store } from './externalStore';

interface BlockClockOptions {
  blocks: readonly ExamBlock[];
  clockOffsetMs: number;
  clock: ExamClock;
  /** The open block on the server's clock changed (-1: the last one closed). */
  onBlockChange: (active: number) => void;
}

/**
 * Section timers: whole seconds left in the open block, as its own store like the
 * test's countdown, and the moment a block closes. Each tick reads the server clock afresh, so a
 * throttled background tab or a reload lands on the right block.
 */
export class BlockClock implements Readable<number> {
  private readonly store: Store<number>;
  private active: number;
  private cancel: Cancel | null = null;

  constructor(private readonly options: BlockClockOptions) {
    this.active = activeBlockAt(options.blocks, this.serverNow());
    this.store = createStore(blockSecondsLeft(options.blocks, this.active, this.serverNow()));
  }

  readonly subscribe = (listener: () => void) => this.store.subscribe(listener);
  readonly get = () => this.store.get();

  /** The block open when the clock was last read. */
  activeBlock(): number {
    return this.active;
  }

  start(): void {
    if (this.cancel || this.options.blocks.length === 0) return;
    this.tick();
    this.cancel = this.options.clock.every(TICK_MS, this.tick);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private serverNow(): number {
    return this.options.clock.now() + this.options.clockOffsetMs;
  }

  private readonly tick = () => {
    const now = this.serverNow();
    const active = activeBlockAt(this.options.blocks, now);
    if (active !== this.active) {
      this.active = active;
      this.options.onBlockChange(active);
    }
    this.store.set(blockSecondsLeft(this.options.blocks, active, now));
  };
}
