import { useMessages } from '@ssc/web-core';
import { studentCatalog } from '../i18n/studentCatalog';
import { LiveMockCard } from './LiveMockCard';
import { upcomingAndRunning } from './liveMockPhase';
import './liveMocks.css';
import { useLiveMocksList, useRegister } from './useLiveMocks';
import { useServerNow } from './useServerNow';

/**
 * "Live mocks" on the dashboard and on /tests: upcoming and running mocks with a countdown on the
 * server's clock. Renders nothing when there are none (or the list could not be read).
 */
export function LiveMocksSection() {
  const { _ } = useMessages(studentCatalog);
  const query = useLiveMocksList();
  const serverNowMs = useServerNow(query.data?.offsetMs ?? 0, (query.data?.data.liveMocks.length ?? 0) > 0);
  const { mutation, error } = useRegister();
  const mocks = query.data ? upcomingAndRunning(query.data.data.liveMocks, serverNowMs) : [];
  if (mocks.length === 0) return null;
  return (
    <section className="live-mocks" aria-labelledby="live-mocks-heading">
      <h2 id="live-mocks-heading" className="live-mocks__title">
        {_('liveMock.section')}
      </h2>
      <div className="live-mocks__list">
        {mocks.map((mock) => (
          <LiveMockCard
            key={mock.id}
            mock={mock}
            serverNowMs={serverNowMs}
            onRegister={(id) => mutation.mutate(id)}
            registering={mutation.isPending && mutation.variables === mock.id}
            error={error?.id === mock.id ? error.message : null}
          />
        ))}
      </div>
    </section>
  );
}
