import { i18n } from '@lingui/core';
import { catalogsReady, Spinner, type UiLocale } from '@ssc/web-core';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemotePage, type RemoteModuleId, reloadRemotesConfig } from './remoteRegistry';

/**
 * Each exposed page once its code is in, so revisiting a page does not flash the loading state.
 * Loaded by hand rather than with React.lazy: React reveals a lazy page behind a Suspense
 * fallback no sooner than 300 ms after the fallback appeared (its reveal throttle), and on a
 * first visit the page's own reads only start then. Traced with bench/lighthouse.ts --save on
 * the results page: the code was in at 271 ms, the page rendered at 488 ms.
 */
const loaded = new Map<RemoteModuleId, ComponentType>();
const loading = new Map<RemoteModuleId, Promise<ComponentType>>();

function load(id: RemoteModuleId): Promise<ComponentType> {
  let page = loading.get(id);
  if (!page) {
    page = loadRemotePage(id).then(
      async (module) => {
        // With the messages its code asked for as it was evaluated: a page that suspended on
        // them instead would be revealed no sooner than 300 ms after its fallback (as above).
        await catalogsReady(i18n.locale as UiLocale);
        loaded.set(id, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(id); // a Retry loads it again
        throw error;
      },
    );
    loading.set(id, page);
  }
  return page;
}

/** The page's component once loaded (undefined meanwhile); a failed load is thrown to the boundary. */
function useRemoteComponent(id: RemoteModuleId): ComponentType | undefined {
  const [, setLoads] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (loaded.has(id)) return;
    let current = true;
    load(id).then(
      () => current && setLoads((n) => n + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (failure) throw failure.error;
  return loaded.get(id);
}

function LoadedPage({ id }: { id: RemoteModuleId }) {
  const Page = useRemoteComponent(id);
  const loadingState = <Spinner />;
  if (!Page) return loadingState;
  // The page itself may still suspend (its own lazy parts).
  return (
    <Suspense fallback={loadingState}>
      <Page />
    </Suspense>
  );
}

/** Renders a page exposed by a remote, with a loading state and a retryable failure state. */
export function RemotePage({ id }: { id: RemoteModuleId }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      onRetry={() => {
        reloadRemotesConfig();
        setAttempt((n) => n + 1);
      }}
    >
      <LoadedPage id={id} />
    </RemoteBoundary>
  );
}
