import type { AnswerWriteResult, Section, StudentQuestion, TestAttempt } from '@ssc/contracts';
import { SECTION_LABELS, type SubmitQuestionUpdate, toast } from '@ssc/web-core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AnswerWrite, QueueEntry } from './answerQueue';
import { ExamHeader } from './ExamHeader';
import type { ExamWindow } from './examClock';
import type { Language } from './localizeQuestion';
import { progressBody } from './progress';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator } from './QuestionNavigator';
import {
  answeredCount,
  countStatuses,
  markedCount,
  stateFromSaved,
  statusOf,
  UNTOUCHED,
} from './questionStatus';
import { firstIndexOf, groupBySection, usesSectionedLayout } from './sections';
import { SubmittingOverlay } from './TakingStates';
import { useAnswerQueue } from './useAnswerQueue';
import { type AttemptMessage, useAttemptBroadcast } from './useAttemptBroadcast';
import { useAutoSave } from './useAutoSave';
import { useExamSheet } from './useExamSheet';
import { useLeaveGuard } from './useLeaveGuard';
import { useSubmitAttempt } from './useSubmitAttempt';

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

/** The active test: header, question card and palette (spec sections 2 and 4). */
export function ExamScreen({ attempt, clockOffsetMs, questions, language, onClosed }: ExamScreenProps) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [lang, setLang] = useState<Language>(language);

  const questionIds = useMemo(() => questions.map((q) => q.id), [questions]);
  const sections = useMemo(() => {
    const frozen = new Map(attempt.questions.map((ref) => [ref.questionId, ref.section]));
    return questions.map((q): Section => frozen.get(q.id) ?? q.section ?? 'GENERAL');
  }, [attempt.questions, questions]);
  const groups = useMemo(() => groupBySection(sections), [sections]);
  const sectioned = usesSectionedLayout(attempt.test.testType, groups.length);
  const examWindow = useMemo<ExamWindow>(
    () => ({
      startedAt: attempt.startedAt,
      deadline: attempt.deadline,
      durationMinutes: attempt.test.durationMinutes,
    }),
    [attempt.startedAt, attempt.deadline, attempt.test.durationMinutes],
  );

  // Two-way plumbing: a local change goes to the queue and the other tabs; theirs come back here.
  const queueRef = useRef<(write: AnswerWrite) => void>(() => undefined);
  const broadcastRef = useRef<(message: AttemptMessage) => void>(() => undefined);
  const exam = useExamSheet({
    attempt,
    questionIds,
    sections,
    clockOffsetMs,
    onLocalChange: (write) => {
      queueRef.current(write);
      const state = stateFromSaved(write.selectedAnswer, write.attemptStatus);
      broadcastRef.current({ type: 'answer', ...write, marked: state.marked });
    },
  });

  const toldAboutOtherTab = useRef(false);
  const tellOnce = useCallback(() => {
    if (toldAboutOtherTab.current) return;
    toldAboutOtherTab.current = true;
    toast.info('Answer updated from another tab');
  }, []);

  const { adopt } = exam;
  const onQueueResult = useCallback(
    (_entry: QueueEntry, result: AnswerWriteResult) => {
      if (result.applied) return;
      const saved = result.questionAttempt;
      const entry = {
        ...stateFromSaved(saved.selectedAnswer, saved.attemptStatus),
        clientTs: saved.clientTs,
      };
      if (adopt(saved.questionId, entry, saved.timeSpent)) {
        tellOnce();
        broadcastRef.current({
          type: 'answer',
          questionId: saved.questionId,
          ...entry,
          timeSpent: saved.timeSpent,
        });
      }
    },
    [adopt, tellOnce],
  );
  const queue = useAnswerQueue(attempt.id, { onResult: onQueueResult, onClosed });
  queueRef.current = queue.enqueue;

  broadcastRef.current = useAttemptBroadcast(attempt.id, (message) => {
    if (message.type === 'submitted') return onClosed();
    const { questionId, selectedAnswer, marked, clientTs, timeSpent } = message;
    if (adopt(questionId, { selectedAnswer, marked, clientTs }, timeSpent)) tellOnce();
  });

  const { sheet, index, tracker, current } = exam;
  const statuses = useMemo(
    () => questionIds.map((id) => statusOf(sheet[id] ?? UNTOUCHED)),
    [questionIds, sheet],
  );
  const counts = useMemo(() => countStatuses(statuses), [statuses]);

  const progress = useCallback(() => {
    const now = Date.now();
    const at = current().index;
    return progressBody({
      window: examWindow,
      serverNowMs: now + clockOffsetMs,
      index: at,
      section: sectioned ? (sections[at] ?? null) : null,
      timeSpent: tracker.snapshot(now),
    });
  }, [current, examWindow, clockOffsetMs, sectioned, sections, tracker]);

  /**
   * The final answer sheet: every question this screen has a stamped answer for, or time on.
   * Rows keep their click stamps, so none can overwrite a newer answer from another tab; a row
   * never written gets stamp 1, which only beats the server's "nothing yet" (0).
   */
  const answerSheet = useCallback((): SubmitQuestionUpdate[] => {
    const now = Date.now();
    const latest = current().sheet;
    return questionIds.flatMap((questionId) => {
      const entry = latest[questionId] ?? { ...UNTOUCHED, clientTs: 0 };
      const timeSpent = tracker.seconds(questionId, now);
      if (entry.clientTs === 0 && timeSpent === 0) return [];
      return [
        {
          questionId,
          selectedAnswer: entry.selectedAnswer,
          attemptStatus: statusOf(entry),
          timeSpent,
          clientTs: Math.max(1, entry.clientTs),
        },
      ];
    });
  }, [current, questionIds, tracker]);

  const broadcast = broadcastRef.current;
  const { submit, submitting } = useSubmitAttempt({
    attemptId: attempt.id,
    flush: queue.flush,
    clearQueue: queue.clear,
    progress,
    answerSheet,
    pauseClock: () => tracker.leave(Date.now()),
    resumeClock: () => {
      const id = questionIds[current().index];
      if (id) tracker.enter(id, Date.now());
    },
    onSubmitted: () => broadcast({ type: 'submitted' }),
    onClosed,
  });

  useAutoSave({
    attemptId: attempt.id,
    enabled: !submitting,
    lastActiveAt: attempt.lastActiveAt,
    clockOffsetMs,
    build: progress,
  });
  useLeaveGuard(() => navigate('/dashboard'));

  // Resume (spec section 4): only when there was something to resume.
  const toldResumed = useRef(false);
  useEffect(() => {
    if (exam.resumed && !toldResumed.current) {
      toldResumed.current = true;
      toast.info('Test resumed from where you left off');
    }
  }, [exam.resumed]);

  const timerFired = useRef(false);
  const onExpire = useCallback(() => {
    if (timerFired.current) return;
    timerFired.current = true;
    void submit('TIMER');
  }, [submit]);
  const onSubmit = useCallback(() => void submit('USER'), [submit]);

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

  const { goTo } = exam;
  const onPrevious = useCallback(() => goTo(current().index - 1), [goTo, current]);
  const onSectionChange = useCallback(
    (section: Section) => {
      const first = firstIndexOf(groups, section);
      if (first !== null) goTo(first);
    },
    [goTo, groups],
  );

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
        window={examWindow}
        clockOffsetMs={clockOffsetMs}
        onExpire={onExpire}
        queueStatus={queue.status}
        online={queue.online}
        answered={answeredCount(counts)}
        marked={markedCount(counts)}
        submitting={submitting}
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
          onSelect={exam.select}
          onToggleMark={exam.toggleMark}
          onPrevious={onPrevious}
          onSaveAndNext={exam.saveAndNext}
        />
        <QuestionNavigator
          statuses={statuses}
          index={index}
          groups={groups}
          sectioned={sectioned}
          currentSection={sectioned ? section : null}
          onGoTo={goTo}
          onSectionChange={onSectionChange}
        />
      </div>
      {submitting ? <SubmittingOverlay /> : null}
    </div>
  );
}
