import { preloadRemote } from '@module-federation/enhanced/runtime';
import { pageRouteFor } from '../routes/pageTable';
import { ensureRemotesRegistered } from './remoteRegistry';

/** Spec section 3: a signed-in user's token is kept in local storage under `token`. */
const signedIn = () => {
  try {
    return window.localStorage.getItem('token') !== null;
  } catch {
    return false;
  }
};

/**
 * Starts downloading the remote page a path shows (the remotes configuration, the remote's
 * manifest, its entry and the page's chunks) while the shell's own code and shared modules are
 * still on their way, instead of after the shell has rendered. Pages the visitor would be
 * redirected away from are left alone. A failure here is retried where the page is needed.
 */
export function preloadPageFor(pathname: string): void {
  const registered = ensureRemotesRegistered();
  const route = pageRouteFor(pathname);
  if (!route || (route.needsUser && !signedIn())) return;
  const [remote = '', page = ''] = route.page.split('/');
  registered.then(() => preloadRemote([{ nameOrAlias: remote, exposes: [`./${page}`] }])).catch(() => {});
}
