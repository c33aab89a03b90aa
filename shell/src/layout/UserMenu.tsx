import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { signOut, useMessages } from '@ssc/web-core';
import { useNavigate } from 'react-router-dom';
import { shellCatalog } from '../i18n/shellCatalog';
import { type Account, AccountButton } from './AccountButton';

interface Props {
  account: Account;
  isAdmin: boolean;
}

/** The avatar menu; mounted by the click that first opens it (AccountMenu), so it starts open. */
export default function UserMenu({ account, isAdmin }: Props) {
  const navigate = useNavigate();
  const { _ } = useMessages(shellCatalog);
  const logOut = () => signOut(() => navigate('/', { replace: true }));

  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <AccountButton account={account} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">{account.name || account.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/profile')}>
            {_('menu.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/settings')}>
            {_('menu.settings')}
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/admin')}>
              {_('header.adminPanel')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={logOut}>
            {_('menu.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
