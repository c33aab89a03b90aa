import type { SessionUser } from '@ssc/contracts';
import { lazy, Suspense, useState } from 'react';
import { AccountButton, useAccount } from './AccountButton';

const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(loadUserMenu);
const prefetch = () => {
  loadUserMenu().catch(() => {}); // a failed prefetch is retried by the click that needs it
};

/**
 * The account menu. Its code (Radix menu and floating-ui, about 25 KiB compressed) loads when it
 * is first opened, since most visits, the exam screen above all, never open it; pointing at or
 * focusing the button starts the download early. The first click opens it once loaded.
 */
export function AccountMenu({ user, isAdmin }: { user: SessionUser; isAdmin: boolean }) {
  const [wanted, setWanted] = useState(false);
  const account = useAccount(user);
  const button = (
    <AccountButton
      account={account}
      onClick={() => setWanted(true)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu account={account} isAdmin={isAdmin} />
    </Suspense>
  );
}
