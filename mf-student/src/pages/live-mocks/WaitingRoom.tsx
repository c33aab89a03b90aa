import type { LiveMock } from '@ssc/contracts';
import { Badge, Button, buttonClassName, Card, CardContent } from '@ssc/web-core';
import { formatCountdown, secondsUntil } from '@ssc/web-core/live-mocks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LeaderboardCard } from '../../live-mocks/LeaderboardCard';
import { LiveCountdown } from '../../live-mocks/LiveCountdown';
import { liveMockPhase, localTime, registrationOpen, submittedLabel } from '../../live-mocks/liveMockPhase';

export interface WaitingRoomProps {
  mock: LiveMock;
  /** Now on the server's clock (device time + the offset learnt from `serverNow`). */
  serverNowMs: number;
  onRegister: () => void;
  registering: boolean;
  onStart: () => void;
  starting: boolean;
  /** The server's refusal of the last register or start, shown in the room. */
  error: string | null;
}

const resultsPath = (attemptId: string) => `/test-results/${encodeURIComponent(attemptId)}`;
const takingPath = (attemptId: string) => `/test-taking/${encodeURIComponent(attemptId)}`;

/** What the waiting room shows in each phase of the mock (see liveMockPhase). */
export function WaitingRoom({
  mock,
  serverNowMs,
  onRegister,
  registering,
  onStart,
  starting,
  error,
}: WaitingRoomProps) {
  const phase = liveMockPhase(mock, serverNowMs);
  const canRegister = !mock.registered && registrationOpen(mock, serverNowMs);
  const lateBy = serverNowMs - Date.parse(mock.startsAt);

  const registration =
    phase === 'before-room' || phase === 'in-room' || phase === 'start' ? (
      mock.registered ? (
        <Badge tone="success">Registered</Badge>
      ) : canRegister ? (
        <Button
          onClick={onRegister}
          disabled={registering}
          variant={phase === 'start' ? 'primary' : 'outline'}
        >
          {registering ? 'Registering...' : 'Register'}
        </Button>
      ) : (
        <p className="text-muted">Registration for this live mock has closed.</p>
      )
    ) : null;

  let body: ReactNode;
  switch (phase) {
    case 'cancelled':
      body = <p>This live mock was cancelled.</p>;
      break;
    case 'before-room':
      body = (
        <>
          <p>
            The waiting room opens at <strong>{localTime(mock.waitingRoomOpensAt)}</strong>. The mock starts
            at <strong>{localTime(mock.startsAt)}</strong>.
          </p>
          <LiveCountdown
            to={mock.waitingRoomOpensAt}
            serverNowMs={serverNowMs}
            label="Room opens in"
            what="the room opening"
          />
        </>
      );
      break;
    case 'in-room':
      body = (
        <>
          <p>You are in the waiting room. The mock starts for everyone at the same moment.</p>
          <p className="waiting-room__countdown">
            <LiveCountdown to={mock.startsAt} serverNowMs={serverNowMs} label="Starts in" what="the start" />
          </p>
          {mock.registered ? <p className="text-muted">Start now appears here at the start.</p> : null}
        </>
      );
      break;
    case 'start':
      body = (
        <>
          <p>
            {lateBy >= 60_000
              ? 'The mock is under way. You get only the time that is left.'
              : 'The mock has started.'}
          </p>
          <p className="waiting-room__countdown">
            <LiveCountdown to={mock.endsAt} serverNowMs={serverNowMs} label="Time left" what="the end" />
          </p>
          {mock.registered ? (
            <Button size="lg" onClick={onStart} disabled={starting}>
              {starting ? 'Starting...' : 'Start now'}
            </Button>
          ) : null}
        </>
      );
      break;
    case 'resume':
      body = (
        <>
          <p>Your attempt is running.</p>
          <p className="waiting-room__countdown">
            <LiveCountdown to={mock.endsAt} serverNowMs={serverNowMs} label="Time left" what="the end" />
          </p>
          <Link to={takingPath(mock.myAttemptId ?? '')} className={buttonClassName({ size: 'lg' })}>
            Resume
          </Link>
        </>
      );
      break;
    case 'submitted':
      body = (
        <>
          <p>{submittedLabel(mock)}.</p>
          <p className="text-muted">The mock ends for everyone at {localTime(mock.endsAt)}.</p>
        </>
      );
      break;
    case 'join-closed':
      body = (
        <p>
          Joining closed at {localTime(mock.joinClosesAt)}. The mock ends at {localTime(mock.endsAt)}; you can
          take this test as practice after that.
        </p>
      );
      break;
    case 'closed': {
      const released = serverNowMs >= Date.parse(mock.resultsReleaseAt);
      body = (
        <>
          <p>This live mock has ended.</p>
          {released ? null : (
            <p>
              Results will be released at <strong>{localTime(mock.resultsReleaseAt)}</strong> (in{' '}
              {formatCountdown(secondsUntil(mock.resultsReleaseAt, serverNowMs, 0))}).
            </p>
          )}
          <div className="row">
            {mock.myAttemptId ? (
              <Link to={resultsPath(mock.myAttemptId)} className={buttonClassName({})}>
                View results
              </Link>
            ) : null}
            <Link
              to={`/test-instructions/${encodeURIComponent(mock.testId)}`}
              className={buttonClassName({ variant: 'outline' })}
            >
              Take as practice
            </Link>
          </div>
          {released ? <LeaderboardCard liveMockId={mock.id} /> : null}
        </>
      );
      break;
    }
  }

  return (
    <Card>
      <CardContent className="stack waiting-room">
        <p className="text-muted waiting-room__meta">
          {mock.shiftLabel ? `${mock.shiftLabel} · ` : ''}
          {mock.durationMinutes} min · {mock.totalQuestions} questions · {mock.totalMarks} marks · starts{' '}
          {localTime(mock.startsAt)}
        </p>
        <div className="stack" data-phase={phase}>
          {body}
        </div>
        {registration}
        {error ? (
          <p role="alert" className="waiting-room__error">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
