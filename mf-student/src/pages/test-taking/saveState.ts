import type { QueueStatus } from './answerQueue';

export type SaveStateKind = 'saved' | 'saving' | 'unsaved';

/** The header's save indicator: "All answers saved" / "Saving…" / "N answers not saved yet". */
export function saveStateOf(status: QueueStatus, online: boolean): { kind: SaveStateKind; text: string } {
  const { pending, phase } = status;
  if (pending === 0) return { kind: 'saved', text: 'All answers saved' };
  if (!online || phase === 'retrying' || phase === 'halted') {
    const what = pending === 1 ? '1 answer' : `${pending} answers`;
    return { kind: 'unsaved', text: `${what} not saved yet${online ? '' : ' (offline)'}` };
  }
  return { kind: 'saving', text: 'Saving…' };
}
