import { ATTEMPT_MESSAGES } from '@ssc/contracts';

type Issue = { path: string; message: string };

/**
 * Why the domain refused a command, in its own words. Nothing here knows about HTTP: the route
 * layer maps these once (routes/attempt-error-mapping.ts), and the deadline worker reads them as
 * they are.
 */
export abstract class AttemptRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** No such attempt, or it is someone else's (the two are not told apart). */
export class AttemptNotFound extends AttemptRefused {
  constructor() {
    super(ATTEMPT_MESSAGES.notFound);
  }
}

/** The attempt no longer takes writes: submitted, or past deadline + grace. */
export class AttemptClosed extends AttemptRefused {
  constructor(readonly why: 'submitted' | 'timeUp') {
    super(ATTEMPT_MESSAGES[why]);
  }
}

/**
 * A write to a question whose timed block is not open: closed (past its deadline +
 * grace; a block never reopens) or not open yet. `code` is what a client acts on.
 */
export class SectionUnavailable extends AttemptRefused {
  readonly code: 'SECTION_CLOSED' | 'SECTION_NOT_OPEN';
  constructor(readonly why: 'sectionClosed' | 'sectionNotOpen') {
    super(ATTEMPT_MESSAGES[why]);
    this.code = why === 'sectionClosed' ? 'SECTION_CLOSED' : 'SECTION_NOT_OPEN';
  }
}

/** A command that names something the attempt does not have (a question, a position). */
export class InvalidAttemptCommand extends AttemptRefused {
  constructor(
    message: string,
    readonly issues: Issue[],
  ) {
    super(message);
  }
}
