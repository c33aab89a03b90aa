import type { ReactNode } from 'react';
import { CBT_STATE_LABELS, type CbtState } from './cbtStates';
import './cbtStateMark.css';

const SHAPE: Readonly<Record<CbtState, string>> = {
  NOT_VISITED: 'not-visited',
  NOT_ANSWERED: 'not-answered',
  ANSWERED: 'answered',
  MARKED_FOR_REVIEW: 'marked',
  ANSWERED_AND_MARKED: 'answered-marked',
};

/**
 * A palette state outside the exam (results, solutions): the exam's colour and shape with a
 * glyph, and its name in words beside it (`label`), so it is never told by colour alone.
 */
export function CbtStateMark({ state, children }: { state: CbtState; children?: ReactNode }) {
  return (
    <span className="cbt-mark" data-state={state}>
      <span className={`cbt-mark__shape is-${SHAPE[state]}`} aria-hidden="true">
        {children}
      </span>
      <span className="cbt-mark__label">{CBT_STATE_LABELS[state]}</span>
    </span>
  );
}
