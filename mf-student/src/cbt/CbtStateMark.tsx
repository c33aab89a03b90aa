import type { ReactNode } from 'react';
import type { CbtState } from './cbtStates';
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
 * glyph, and its name in words beside it (`label`), so it is never told by colour alone. The caller
 * gives the name in the interface language from its own catalog (the student catalog's
 * `cbtState.*`), so the pages outside the exam do not load the exam screen's catalog for five words.
 */
export function CbtStateMark({
  state,
  label,
  children,
}: {
  state: CbtState;
  label: string;
  children?: ReactNode;
}) {
  return (
    <span className="cbt-mark" data-state={state}>
      <span className={`cbt-mark__shape is-${SHAPE[state]}`} aria-hidden="true">
        {children}
      </span>
      <span className="cbt-mark__label">{label}</span>
    </span>
  );
}
