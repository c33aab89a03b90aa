import type { Question, Section } from '@ssc/contracts';
import { useMessages } from '@ssc/web-core';
import { Dialog } from '@ssc/web-core/dialog';
import { adminCatalog } from '../i18n/adminCatalog';
import { SelectionBody } from './SelectionBody';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: readonly Section[];
  initialSelection: readonly string[];
  onConfirm: (ids: string[], seen: Question[]) => void;
}

/**
 * Spec section 2: filter by section and topic, toggle questions, add a new one, Confirm Selection.
 * The body mounts on open, so each opening starts from the form's current selection and closing
 * without confirming discards the changes.
 */
export function QuestionSelectionDialog({
  open,
  onOpenChange,
  sections,
  initialSelection,
  onConfirm,
}: Props) {
  const { _ } = useMessages(adminCatalog);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={_('admin.selection.title')}
      description={_('admin.selection.description')}
    >
      {open ? (
        <SelectionBody
          sections={sections}
          initialSelection={initialSelection}
          onConfirm={onConfirm}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
