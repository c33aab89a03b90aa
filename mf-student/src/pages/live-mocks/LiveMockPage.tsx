import {
  Button,
  buttonClassName,
  Card,
  CardContent,
  currentUserAtom,
  isHttpError,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { studentCatalog } from '../../i18n/studentCatalog';
import { useRegister } from '../../live-mocks/useLiveMocks';
import { useServerNow } from '../../live-mocks/useServerNow';
import { useBackGoesTo } from '../../navigation/useBackGoesTo';
import { useLiveMockQuery, useStartLive } from './useLiveMockRoom';
import { WaitingRoom } from './WaitingRoom';
import './waitingRoom.css';

/** /live-mocks/{liveMockId}: the waiting room, the start, and the way to results after the close. */
export default function LiveMockPage() {
  const { liveMockId = '' } = useParams();
  const { _ } = useMessages(studentCatalog);
  const user = useAtomValue(currentUserAtom);
  const query = useLiveMockQuery(liveMockId);
  const serverNowMs = useServerNow(query.data?.offsetMs ?? 0);
  const register = useRegister();
  const mock = query.data?.data;
  const start = useStartLive(mock);
  useBackGoesTo('/dashboard');

  if (!user) return <LoginPrompt message={_('liveMock.loginPrompt')} />;
  if (!mock) {
    if (query.error) {
      const notFound = isHttpError(query.error) && query.error.status === 404;
      return (
        <div className="container page">
          <Card>
            <CardContent className="centered-state" role="alert">
              <h1 className="centered-state__title">
                {_(notFound ? 'liveMock.notFound' : 'liveMock.failed')}
              </h1>
              <div className="row">
                {notFound ? null : (
                  <Button onClick={() => void query.refetch()}>{_('results.tryAgain')}</Button>
                )}
                <Link
                  to="/dashboard"
                  className={buttonClassName({ variant: notFound ? 'primary' : 'outline' })}
                >
                  {_('results.goToDashboard')}
                </Link>
              </div>
            </CardContent>
          </Card>
        </div>
      );
    }
    return <Spinner label={_('liveMock.loading')} />;
  }

  return (
    <div className="container page live-mock-page">
      <header className="page__header">
        <h1 className="page__title">{mock.title}</h1>
        <p className="page__subtitle">{_('liveMock.allIndia')}</p>
      </header>
      <WaitingRoom
        mock={mock}
        serverNowMs={serverNowMs}
        onRegister={() => register.mutation.mutate(mock.id)}
        registering={register.mutation.isPending}
        onStart={() => start.mutation.mutate(mock)}
        starting={start.mutation.isPending || start.mutation.isSuccess}
        error={start.error ?? (register.error?.id === mock.id ? register.error.message : null)}
      />
    </div>
  );
}
