import { buttonClassName, currentUserAtom, isAdminAtom } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { Link, NavLink } from 'react-router-dom';
import './siteHeader.css';
import { AccountMenu } from './AccountMenu';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link is-active' : 'site-nav__link';

export function Header() {
  const user = useAtomValue(currentUserAtom);
  const isAdmin = useAtomValue(isAdminAtom);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="SSC Mock home">
          <span className="site-header__mark" aria-hidden="true">
            ✓
          </span>
          <span>SSC Mock</span>
        </Link>

        <nav className="site-nav" aria-label="Main">
          {isAdmin ? (
            <NavLink to="/admin" className={navClass}>
              Admin Panel
            </NavLink>
          ) : (
            <>
              <NavLink to="/dashboard" className={navClass}>
                Dashboard
              </NavLink>
              <NavLink to="/tests" className={navClass}>
                Mock Tests
              </NavLink>
            </>
          )}
        </nav>

        <div className="site-header__account">
          {user ? (
            <AccountMenu user={user} isAdmin={isAdmin} />
          ) : (
            <Link to="/auth" className={buttonClassName({ size: 'sm' })}>
              Sign In
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
