import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@ssc/web-core';
import { useMemo } from 'react';
import { CbtStateMark } from '../../cbt/CbtStateMark';
import { CBT_STATE_ORDER, countScoredCbtStates } from '../../cbt/cbtStates';

/**
 * A CBT-mode attempt's questions by the exam's five palette states at submission
 * (results' `cbtState`, else derived). Nothing for a practice-mode attempt.
 */
export function CbtStatesCard({ result }: { result: TestResult }) {
  const counts = useMemo(
    () => countScoredCbtStates(result.questionAttempts, result.totalQuestions),
    [result.questionAttempts, result.totalQuestions],
  );
  if (result.mode !== 'CBT') return null;
  return (
    <Card data-testid="cbt-states">
      <CardHeader>
        <CardTitle>Palette at Submission</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <ul className="cbt-state-counts" aria-label="Questions by palette state">
          {CBT_STATE_ORDER.map((state) => (
            <li key={state} data-testid={`cbt-count-${state}`}>
              <CbtStateMark state={state}>{counts[state]}</CbtStateMark>
              <strong>{counts[state]}</strong>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
