import type { LiveMock } from '@ssc/contracts';
import { Badge, Button, buttonClassName, Card, CardContent, useMessages } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../i18n/studentCatalog';
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
  const { _, formatNumber, locale } = useMessages(studentCatalog);
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
          {started ? (
            <Badge tone="danger">{_('liveMock.liveNow')}</Badge>
          ) : (
            <Badge tone="primary">{_('liveMock.upcoming')}</Badge>
          )}
        </div>
        <p className="text-muted live-mock-card__meta">
          {mock.shiftLabel ? `${mock.shiftLabel} · ` : ''}
          {_('liveMock.cardMeta', {
            starts: localTime(mock.startsAt, locale),
            minutes: formatNumber(mock.durationMinutes),
            count: mock.totalQuestions,
            questions: formatNumber(mock.totalQuestions),
          })}
        </p>
        {started ? (
          <LiveCountdown
            to={mock.endsAt}
            serverNowMs={serverNowMs}
            label={_('liveMock.endsIn')}
            what={_('liveMock.theEnd')}
          />
        ) : (
          <LiveCountdown
            to={mock.startsAt}
            serverNowMs={serverNowMs}
            label={_('liveMock.startsIn')}
            what={_('liveMock.theStart')}
          />
        )}
        <div className="row live-mock-card__actions">
          {phase === 'submitted' ? (
            <Badge tone="success">{submittedLabel(mock, _, locale)}</Badge>
          ) : mock.registered ? (
            <Badge tone="success">{_('liveMock.registered')}</Badge>
          ) : registrationOpen(mock, serverNowMs) ? (
            <Button
              size="sm"
              onClick={() => onRegister(mock.id)}
              disabled={registering}
              aria-label={_('liveMock.registerFor', { title: mock.title })}
            >
              {_(registering ? 'liveMock.registering' : 'liveMock.register')}
            </Button>
          ) : (
            <span className="text-muted">{_('liveMock.registrationClosed')}</span>
          )}
          {phase === 'submitted' ? null : (
            <Link
              to={liveMockPath(mock.id)}
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              aria-label={`${_(phase === 'resume' ? 'tests.resume' : 'liveMock.waitingRoom')}: ${mock.title}`}
            >
              {_(phase === 'resume' ? 'tests.resume' : 'liveMock.waitingRoom')}
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
