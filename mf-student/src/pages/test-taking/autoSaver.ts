import type { Cancel, ExamClock, ExamSignals } from './examEffects';
import { AUTO_SAVE_MS, needsInitialSave } from './progress';

interface AutoSaverOptions {
  clock: ExamClock;
  signals: ExamSignals;
  /** The server's last record of activity, from the attempt as loaded. */
  lastActiveAt: string | null | undefined;
  /** This device kept progress that no save carried (progressRecord.ts): save it on opening. */
  unsavedAtOpen: boolean;
  serverNow: () => number;
  /** keepalive: the save must outlive a reload or a closed tab to restore the position. */
  save: (keepalive: boolean) => void;
}

/**
 * Auto-save (spec section 9): every 30 s, at once on the first start when the last save is over
 * 10 s old or this device kept progress no save carried, and when the page is hidden (a phone may kill a background tab). Stopped while a
 * submission is under way, started again if it fails.
 */
export class AutoSaver {
  private cancels: Cancel[] = [];
  private opened = false;

  constructor(private readonly options: AutoSaverOptions) {}

  start(): void {
    if (this.cancels.length > 0) return;
    const { clock, signals, save } = this.options;
    if (!this.opened) {
      this.opened = true;
      const { lastActiveAt, unsavedAtOpen, serverNow } = this.options;
      if (unsavedAtOpen || needsInitialSave(lastActiveAt, serverNow())) save(false);
    }
    this.cancels = [clock.every(AUTO_SAVE_MS, () => save(false)), signals.onHidden(() => save(true))];
  }

  stop(): void {
    for (const cancel of this.cancels) cancel();
    this.cancels = [];
  }
}
