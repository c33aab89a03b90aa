import type { LiveMock } from '@ssc/contracts';
import { Badge, Button, buttonClassName, Card, CardContent } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { LiveCountdown } from './LiveCountdown';
import { liveMockPath, liveMockPhase, localTime, registrationOpen, submittedLabel } from './liveMockPhase';

export interface LiveMockCardProps {
  mock: LiveMock;
  serverNowMs: number;
  onRegister: (liveMockId: string) => void;
  registering: boolean;
  error?: string | null;
}

/** One upcoming or running live mock: when, a countdown on the server's clock, Register, the room. */
export function LiveMockCard({ mock, serverNowMs, onRegister, registering, error }: LiveMockCardProps) {
  const phase = liveMockPhase(mock, serverNowMs);
  const started = phase === 'start' || phase === 'join-closed' || phase === 'resume' || phase === 'submitted';
  const titleId = `live-mock-${mock.id}-title`;
  return (
    <Card className="live-mock-card" aria-labelledby={titleId} role="article">
      <CardContent className="stack live-mock-card__body">
        <div className="live-mock-card__head">
          <h3 id={titleId} className="live-mock-card__title">
            {mock.title}
          </h3>
          {started ? <Badge tone="danger">Live now</Badge> : <Badge tone="primary">Upcoming</Badge>}
        </div>
        <p className="text-muted live-mock-card__meta">
          {mock.shiftLabel ? `${mock.shiftLabel} · ` : ''}Starts {localTime(mock.startsAt)} ·{' '}
          {mock.durationMinutes} min · {mock.totalQuestions} questions
        </p>
        {started ? (
          <LiveCountdown to={mock.endsAt} serverNowMs={serverNowMs} label="Ends in" what="the end" />
        ) : (
          <LiveCountdown to={mock.startsAt} serverNowMs={serverNowMs} label="Starts in" what="the start" />
        )}
        <div className="row live-mock-card__actions">
          {phase === 'submitted' ? (
            <Badge tone="success">{submittedLabel(mock)}</Badge>
          ) : mock.registered ? (
            <Badge tone="success">Registered</Badge>
          ) : registrationOpen(mock, serverNowMs) ? (
            <Button
              size="sm"
              onClick={() => onRegister(mock.id)}
              disabled={registering}
              aria-label={`Register for ${mock.title}`}
            >
              {registering ? 'Registering...' : 'Register'}
            </Button>
          ) : (
            <span className="text-muted">Registration closed</span>
          )}
          {phase === 'submitted' ? null : (
            <Link
              to={liveMockPath(mock.id)}
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              aria-label={`${phase === 'resume' ? 'Resume' : 'Waiting room'}: ${mock.title}`}
            >
              {phase === 'resume' ? 'Resume' : 'Waiting room'}
            </Link>
          )}
        </div>
        {error ? (
          <p role="alert" className="live-mock-card__error">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
