import type { Question, Section } from '@ssc/contracts';
import { Dialog } from '@ssc/web-core/dialog';
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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Select Questions"
      description="Choose the questions for this test. Confirm Selection sets Total Questions to the number selected (asking first if you typed another number)."
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
