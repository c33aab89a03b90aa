import { Spinner } from '@ssc/web-core';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemotePage, type RemoteModuleId, reloadRemotesConfig } from './remoteRegistry';

// One lazy component per exposed module, so revisiting a page does not flash the loading state.
const pages = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

function pageFor(id: RemoteModuleId) {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() =>
      loadRemotePage(id).catch((error: unknown) => {
        pages.delete(id); // React.lazy caches the rejection; forget it so Retry loads again
        throw error;
      }),
    );
    pages.set(id, page);
  }
  return page;
}

/** Renders a page exposed by a remote, with a loading state and a retryable failure state. */
export function RemotePage({ id }: { id: RemoteModuleId }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageFor(id);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      onRetry={() => {
        reloadRemotesConfig();
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
