import { Button } from '@ssc/web-core';
import { Dialog } from '@ssc/web-core/dialog';
import { memo, useCallback, useRef, useState } from 'react';
import { useExamMessages } from './examCatalog';
import { focusQuestionHeading } from './QuestionCard';
import { QuestionNavigator, type QuestionNavigatorProps } from './QuestionNavigator';

/**
 * The palette on a phone: a button in the sticky exam header, so it is always in reach, opening
 * the palette (numbers, legend with counts, sections) as a sheet from the bottom edge. The sheet
 * is a modal dialog: focus stays inside, Escape or the close button shuts it and focus returns to
 * the button. Choosing a question shuts it onto that question, focus on its heading.
 */
export const PaletteSheet = memo(function PaletteSheet({
  onGoTo,
  ...navigator
}: Omit<QuestionNavigatorProps, 'variant'>) {
  const { _ } = useExamMessages();
  const [open, setOpen] = useState(false);
  // Whether the sheet is closing because a question was chosen (then focus goes to the question).
  const chose = useRef(false);
  const onOpenChange = useCallback((next: boolean) => {
    if (next) chose.current = false;
    setOpen(next);
  }, []);
  const goTo = useCallback(
    (index: number) => {
      chose.current = true;
      setOpen(false);
      onGoTo(index);
    },
    [onGoTo],
  );
  const returnFocus = useCallback(() => {
    if (!chose.current) return true;
    focusQuestionHeading();
    return false;
  }, []);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sheet"
      className="exam-sheet"
      title={_('exam.palette')}
      returnFocus={returnFocus}
      trigger={
        <Button variant="outline" className="exam-header__palette">
          <span className="exam-header__palette-icon" aria-hidden="true" />
          {_('exam.palette')}
        </Button>
      }
    >
      <QuestionNavigator {...navigator} onGoTo={goTo} variant="sheet" />
    </Dialog>
  );
});
