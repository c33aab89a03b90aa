import type { QueueStatus } from './answerQueue';
import type { Translate } from './examCatalog';

export type SaveStateKind = 'saved' | 'saving' | 'unsaved';

/** The header's save indicator: "All answers saved" / "Saving…" / "N answers not saved yet". */
export function saveStateOf(
  status: QueueStatus,
  online: boolean,
  _: Translate,
): { kind: SaveStateKind; text: string } {
  const { pending, phase } = status;
  if (pending === 0) return { kind: 'saved', text: _('exam.allSaved') };
  if (!online || phase === 'retrying' || phase === 'halted') {
    return {
      kind: 'unsaved',
      text: _(online ? 'exam.notSaved' : 'exam.notSavedOffline', { count: pending }),
    };
  }
  return { kind: 'saving', text: _('exam.saving') };
}
