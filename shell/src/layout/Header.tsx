import { buttonClassName, currentUserAtom, isAdminAtom, useMessages } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { Link, NavLink } from 'react-router-dom';
import { shellCatalog } from '../i18n/shellCatalog';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link is-active' : 'site-nav__link';

export function Header() {
  const user = useAtomValue(currentUserAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const { _ } = useMessages(shellCatalog);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={_('header.home')}>
          <span className="site-header__mark" aria-hidden="true">
            ✓
          </span>
          <span>SSC Mock</span>
        </Link>

        <nav className="site-nav" aria-label={_('header.nav')}>
          {isAdmin ? (
            <NavLink to="/admin" className={navClass}>
              {_('header.adminPanel')}
            </NavLink>
          ) : (
            <>
              <NavLink to="/dashboard" className={navClass}>
                {_('header.dashboard')}
              </NavLink>
              <NavLink to="/tests" className={navClass}>
                {_('header.mockTests')}
              </NavLink>
            </>
          )}
        </nav>

        <div className="site-header__account">
          <LanguageSwitch />
          {user ? (
            <AccountMenu user={user} isAdmin={isAdmin} />
          ) : (
            <Link to="/auth" className={buttonClassName({ size: 'sm' })}>
              {_('header.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
