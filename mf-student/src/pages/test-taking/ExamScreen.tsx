import type { Section, StudentQuestion, TestAttempt } from '@ssc/contracts';
import { schemeFor } from '@ssc/contracts/exam-rules';
import { SECTION_LABELS } from '@ssc/web-core';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTextSize } from '../../cbt/textSize';
import type { Language } from '../../language/localizeQuestion';
import { ExamHeader } from './ExamHeader';
import { blockLabel, isReachable, sectionPhases } from './examBlocks';
import { useExamMessages } from './examCatalog';
import { onScreenState } from './examSheet';
import { PaletteSheet } from './PaletteSheet';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator } from './QuestionNavigator';
import { answeredCount, markedCount, UNTOUCHED } from './questionStatus';
import { type SwipeDirection, useSwipe } from './swipe';
import { SubmittingOverlay } from './TakingStates';
import { useExamSession } from './useExamSession';
import { useLeaveGuard } from './useLeaveGuard';
import { useWideLayout } from './useWideLayout';

interface ExamScreenProps {
  attempt: TestAttempt;
  clockOffsetMs: number;
  questions: StudentQuestion[];
  language: Language;
  /** The attempt was closed on the server: reload it (the page then shows Test Completed). */
  onClosed: () => void;
}

/** Spec section 9 defaults for the taking screen. */
const DEFAULT_MARKS = 2;
const DEFAULT_NEGATIVE = 0.5;

/** The active test: header, question card and palette (spec sections 2 and 4), drawn from the exam session. */
export function ExamScreen({ attempt, clockOffsetMs, questions, language, onClosed }: ExamScreenProps) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [lang, setLang] = useState<Language>(language);
  const { session, snapshot } = useExamSession({ attempt, questions, clockOffsetMs, onClosed });
  const { _ } = useExamMessages();
  useLeaveGuard(() => navigate('/dashboard'), _('exam.leave'));
  // Wide: the palette beside the question. Narrower: a button in the exam header opens it as a sheet.
  const wide = useWideLayout();

  // A swipe moves as the real CBT's palette does, to the question beside this one without saving:
  // it is a way of looking, like tapping a number, and in CBT mode only Save & Next or Mark for
  // Review & Next save a choice (a swipe drops an unsaved one, as the palette does). A swipe that
  // saved would write answers a student never confirmed with a button.
  const onSwipe = useCallback(
    (direction: SwipeDirection) =>
      session.goTo(session.getSnapshot().index + (direction === 'next' ? 1 : -1)),
    [session],
  );
  const swipe = useSwipe(onSwipe);
  const [textSize, setTextSize] = useTextSize();

  const onSubmit = useCallback(() => void session.submit('USER'), [session]);
  const changeLanguage = useCallback(
    (next: Language) => {
      setLang(next);
      setParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set('lang', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const { index, sheet, statuses, counts, activeBlock } = snapshot;
  const { sections, groups, sectioned, mode, blocks, compensatoryMinutes } = session.layout;
  const cbt = mode === 'CBT';
  const phases = useMemo(
    () =>
      sectionPhases(
        blocks,
        activeBlock,
        groups.map((group) => group.section),
      ),
    [blocks, activeBlock, groups],
  );
  const openBlock = blocks[activeBlock];
  const block = useMemo(
    () => (openBlock ? { secondsLeft: session.blockSecondsLeft, label: blockLabel(openBlock) } : null),
    [openBlock, session],
  );
  const cbtActions = useMemo(
    () => ({ onMarkAndNext: session.markAndNext, onClearResponse: session.clearResponse }),
    [session],
  );
  const section = sections[index] ?? 'GENERAL';
  const cbtStates = cbt ? snapshot.cbtStates : null;
  const navigator = useMemo(
    () => ({
      statuses,
      index,
      groups,
      sectioned,
      currentSection: sectioned ? section : null,
      onGoTo: session.goTo,
      onSectionChange: session.switchSection,
      cbtStates,
      phases,
    }),
    [statuses, index, groups, sectioned, section, session, cbtStates, phases],
  );
  // One element while the palette is unchanged, so the memoised header is not drawn again for it.
  const paletteSheet = useMemo(() => (wide ? null : <PaletteSheet {...navigator} />), [wide, navigator]);
  const question = questions[index];
  if (!question) return null;
  const saved = sheet[question.id] ?? UNTOUCHED;
  const onScreen = onScreenState(snapshot, question.id);
  const isEnglishSection = section === 'ENGLISH_COMPREHENSION';
  const test = attempt.test;
  // A section may carry its own marks (MTS Session I has no negative marking).
  const marks = schemeFor({
    marksPerQuestion: test.marksPerQuestion ?? DEFAULT_MARKS,
    negativeMarks: test.negativeMarks ?? test.negativeMarking ?? DEFAULT_NEGATIVE,
    sectionMarking: test.sectionMarking,
  })(section as Section);

  return (
    <div className="exam">
      <ExamHeader
        title={test.title}
        sectionLabel={sectioned ? SECTION_LABELS[section] : null}
        number={index + 1}
        total={questions.length}
        secondsLeft={session.secondsLeft}
        queueStatus={snapshot.queue}
        online={snapshot.online}
        answered={answeredCount(counts)}
        marked={markedCount(counts)}
        submitting={snapshot.submitting}
        onSubmit={onSubmit}
        block={block}
        compensatoryMinutes={compensatoryMinutes}
        cbtCounts={cbt ? snapshot.cbtCounts : null}
        evaluateAnsweredAndMarked={test.evaluateAnsweredAndMarked ?? true}
        palette={paletteSheet}
      />
      <div className="container exam__layout">
        <QuestionCard
          question={question}
          number={index + 1}
          total={questions.length}
          state={onScreen}
          marksPerQuestion={marks.marksPerQuestion}
          negativeMarks={marks.negativeMarks}
          language={isEnglishSection ? 'english' : lang}
          showLanguage={!isEnglishSection}
          onLanguageChange={changeLanguage}
          onSelect={session.select}
          onToggleMark={session.toggleMark}
          onPrevious={session.previous}
          onSaveAndNext={session.saveAndNext}
          cbt={cbt ? { ...cbtActions, unsaved: onScreen.selectedAnswer !== saved.selectedAnswer } : null}
          canPrevious={index > 0 && isReachable(blocks, activeBlock, index - 1)}
          canNext={index < questions.length - 1 && isReachable(blocks, activeBlock, index + 1)}
          gestures={swipe}
          textSize={textSize}
          onTextSizeChange={setTextSize}
        />
        {wide ? <QuestionNavigator {...navigator} /> : null}
      </div>
      {snapshot.submitting ? <SubmittingOverlay /> : null}
    </div>
  );
}
