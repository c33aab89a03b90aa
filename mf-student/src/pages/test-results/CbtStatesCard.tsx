import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { useMemo } from 'react';
import { CbtStateMark } from '../../cbt/CbtStateMark';
import { CBT_STATE_ORDER, countScoredCbtStates } from '../../cbt/cbtStates';
import { resultsCatalog } from './resultsCatalog';

/**
 * A CBT-mode attempt's questions by the exam's five palette states at submission
 * (results' `cbtState`, else derived). Nothing for a practice-mode attempt.
 */
export function CbtStatesCard({ result }: { result: TestResult }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  const counts = useMemo(
    () => countScoredCbtStates(result.questionAttempts, result.totalQuestions),
    [result.questionAttempts, result.totalQuestions],
  );
  if (result.mode !== 'CBT') return null;
  return (
    <Card data-testid="cbt-states">
      <CardHeader>
        <CardTitle>{_('results.cbtStates')}</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        <ul className="cbt-state-counts" aria-label={_('results.cbtStatesList')}>
          {CBT_STATE_ORDER.map((state) => (
            <li key={state} data-testid={`cbt-count-${state}`}>
              <CbtStateMark state={state} label={_(`cbtState.${state}`)}>
                {counts[state]}
              </CbtStateMark>
              <strong>{formatNumber(counts[state])}</strong>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
