import type { LiveMock } from '@ssc/contracts';
import { Badge, Button, buttonClassName, useMessages } from '@ssc/web-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import {
  liveMockPath,
  liveMockPhase,
  localTime,
  registrationOpen,
  submittedLabel,
} from '../../live-mocks/liveMockPhase';
import { useRegister } from '../../live-mocks/useLiveMocks';

/**
 * A test's card while a live mock holds it (it cannot be practised until the mock's results are
 * out): which mock and when, in the student's local time, and what they can do about it —
 * register (as in the Live mocks section), go to the live mock, or wait for their results.
 */
export function ReservedForLiveMock({
  mock,
  serverNowMs,
  titleId,
}: {
  mock: LiveMock;
  serverNowMs: number;
  titleId: string;
}) {
  const { _, locale } = useMessages(studentCatalog);
  const { mutation, error } = useRegister();
  const phase = liveMockPhase(mock, serverNowMs);
  const noticeId = `${titleId}-reserved`;
  let action: ReactNode;
  if (phase === 'submitted') action = <Badge tone="success">{submittedLabel(mock, _, locale)}</Badge>;
  else if (!mock.registered && registrationOpen(mock, serverNowMs))
    action = (
      <Button
        onClick={() => mutation.mutate(mock.id)}
        disabled={mutation.isPending}
        aria-describedby={`${titleId} ${noticeId}`}
      >
        {_(mutation.isPending ? 'liveMock.registering' : 'liveMock.register')}
      </Button>
    );
  else
    action = (
      <>
        {mock.registered ? <Badge tone="success">{_('liveMock.registered')}</Badge> : null}
        <Link
          to={liveMockPath(mock.id)}
          className={buttonClassName({ variant: 'outline' })}
          aria-describedby={titleId}
        >
          {_('liveMock.goTo')}
        </Link>
      </>
    );
  return (
    <div className="stack test-card__reserved">
      <p id={noticeId} className="test-card__reserved-note">
        {_('tests.reservedFor')} <time dateTime={mock.startsAt}>{localTime(mock.startsAt, locale)}</time>
      </p>
      <div className="row test-card__reserved-actions">{action}</div>
      {error?.id === mock.id ? (
        <p role="alert" className="test-card__reserved-error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
