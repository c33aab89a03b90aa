import type { LiveMock } from '@ssc/contracts';
import { Badge, Button, buttonClassName, Card, CardContent, useMessages } from '@ssc/web-core';
import { formatCountdown, secondsUntil } from '@ssc/web-core/live-mocks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { richMessage } from '../../i18n/richMessage';
import { studentCatalog } from '../../i18n/studentCatalog';
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
  const { _, formatNumber, locale } = useMessages(studentCatalog);
  const time = (iso: string) => localTime(iso, locale);
  const phase = liveMockPhase(mock, serverNowMs);
  const canRegister = !mock.registered && registrationOpen(mock, serverNowMs);
  const lateBy = serverNowMs - Date.parse(mock.startsAt);

  const registration =
    phase === 'before-room' || phase === 'in-room' || phase === 'start' ? (
      mock.registered ? (
        <Badge tone="success">{_('liveMock.registered')}</Badge>
      ) : canRegister ? (
        <Button
          onClick={onRegister}
          disabled={registering}
          variant={phase === 'start' ? 'primary' : 'outline'}
        >
          {_(registering ? 'liveMock.registering' : 'liveMock.register')}
        </Button>
      ) : (
        <p className="text-muted">{_('liveMock.registrationHasClosed')}</p>
      )
    ) : null;

  let body: ReactNode;
  switch (phase) {
    case 'cancelled':
      body = <p>{_('liveMock.cancelled')}</p>;
      break;
    case 'before-room':
      body = (
        <>
          <p>
            {richMessage(_, 'liveMock.roomOpensAt', {
              opens: <strong>{time(mock.waitingRoomOpensAt)}</strong>,
              starts: <strong>{time(mock.startsAt)}</strong>,
            })}
          </p>
          <LiveCountdown
            to={mock.waitingRoomOpensAt}
            serverNowMs={serverNowMs}
            label={_('liveMock.roomOpensIn')}
            what={_('liveMock.theRoomOpening')}
          />
        </>
      );
      break;
    case 'in-room':
      body = (
        <>
          <p>{_('liveMock.inRoom')}</p>
          <p className="waiting-room__countdown">
            <LiveCountdown
              to={mock.startsAt}
              serverNowMs={serverNowMs}
              label={_('liveMock.startsIn')}
              what={_('liveMock.theStart')}
            />
          </p>
          {mock.registered ? <p className="text-muted">{_('liveMock.startAppears')}</p> : null}
        </>
      );
      break;
    case 'start':
      body = (
        <>
          <p>{_(lateBy >= 60_000 ? 'liveMock.underWay' : 'liveMock.started')}</p>
          <p className="waiting-room__countdown">
            <LiveCountdown
              to={mock.endsAt}
              serverNowMs={serverNowMs}
              label={_('liveMock.timeLeft')}
              what={_('liveMock.theEnd')}
            />
          </p>
          {mock.registered ? (
            <Button size="lg" onClick={onStart} disabled={starting}>
              {_(starting ? 'liveMock.starting' : 'liveMock.startNow')}
            </Button>
          ) : null}
        </>
      );
      break;
    case 'resume':
      body = (
        <>
          <p>{_('liveMock.running')}</p>
          <p className="waiting-room__countdown">
            <LiveCountdown
              to={mock.endsAt}
              serverNowMs={serverNowMs}
              label={_('liveMock.timeLeft')}
              what={_('liveMock.theEnd')}
            />
          </p>
          <Link to={takingPath(mock.myAttemptId ?? '')} className={buttonClassName({ size: 'lg' })}>
            {_('tests.resume')}
          </Link>
        </>
      );
      break;
    case 'submitted':
      body = (
        <>
          <p>{submittedLabel(mock, _, locale)}.</p>
          <p className="text-muted">{_('liveMock.endsForEveryone', { time: time(mock.endsAt) })}</p>
        </>
      );
      break;
    case 'join-closed':
      body = <p>{_('liveMock.joinClosed', { closed: time(mock.joinClosesAt), ends: time(mock.endsAt) })}</p>;
      break;
    case 'closed': {
      const released = serverNowMs >= Date.parse(mock.resultsReleaseAt);
      body = (
        <>
          <p>{_('liveMock.ended')}</p>
          {released ? null : (
            <p>
              {richMessage(
                _,
                'liveMock.resultsAt',
                { time: <strong>{time(mock.resultsReleaseAt)}</strong> },
                { left: formatCountdown(secondsUntil(mock.resultsReleaseAt, serverNowMs, 0)) },
              )}
            </p>
          )}
          <div className="row">
            {mock.myAttemptId ? (
              <Link to={resultsPath(mock.myAttemptId)} className={buttonClassName({})}>
                {_('liveMock.viewResults')}
              </Link>
            ) : null}
            <Link
              to={`/test-instructions/${encodeURIComponent(mock.testId)}`}
              className={buttonClassName({ variant: 'outline' })}
            >
              {_('liveMock.takeAsPractice')}
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
          {_('liveMock.roomMeta', {
            minutes: formatNumber(mock.durationMinutes),
            count: mock.totalQuestions,
            questions: formatNumber(mock.totalQuestions),
            marks: formatNumber(mock.totalMarks),
            starts: time(mock.startsAt),
          })}
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
