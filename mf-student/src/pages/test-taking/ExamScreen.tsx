import type { StudentQuestion, TestAttempt } from '@ssc/contracts';
import { SECTION_LABELS } from '@ssc/web-core';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Language } from '../../language/localizeQuestion';
import { ExamHeader } from './ExamHeader';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator } from './QuestionNavigator';
import { answeredCount, markedCount, UNTOUCHED } from './questionStatus';
import { SubmittingOverlay } from './TakingStates';
import { useExamSession } from './useExamSession';
import { useLeaveGuard } from './useLeaveGuard';

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
  useLeaveGuard(() => navigate('/dashboard'));

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

  const { index, sheet, statuses, counts } = snapshot;
  const { sections, groups, sectioned } = session.layout;
  const question = questions[index];
  if (!question) return null;
  const section = sections[index] ?? 'GENERAL';
  const isEnglishSection = section === 'ENGLISH_COMPREHENSION';
  const test = attempt.test;

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
      />
      <div className="container exam__layout">
        <QuestionCard
          question={question}
          number={index + 1}
          total={questions.length}
          state={sheet[question.id] ?? UNTOUCHED}
          marksPerQuestion={test.marksPerQuestion ?? DEFAULT_MARKS}
          negativeMarks={test.negativeMarks ?? test.negativeMarking ?? DEFAULT_NEGATIVE}
          language={isEnglishSection ? 'english' : lang}
          showLanguage={!isEnglishSection}
          onLanguageChange={changeLanguage}
          onSelect={session.select}
          onToggleMark={session.toggleMark}
          onPrevious={session.previous}
          onSaveAndNext={session.saveAndNext}
        />
        <QuestionNavigator
          statuses={statuses}
          index={index}
          groups={groups}
          sectioned={sectioned}
          currentSection={sectioned ? section : null}
          onGoTo={session.goTo}
          onSectionChange={session.switchSection}
        />
      </div>
      {snapshot.submitting ? <SubmittingOverlay /> : null}
    </div>
  );
}
