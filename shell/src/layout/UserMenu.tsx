import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { SessionUser } from '@ssc/contracts';
import { Avatar, avatarSrc, signOut, useProfileQuery } from '@ssc/web-core';
import { useNavigate } from 'react-router-dom';

interface Props {
  user: SessionUser;
  isAdmin: boolean;
}

/**
 * The avatar menu. The picture and name come from the profile query, which profile edits and
 * photo uploads update or invalidate, so the header follows them without polling.
 */
export default function UserMenu({ user, isAdmin }: Props) {
  const navigate = useNavigate();
  const { data: profile } = useProfileQuery();
  const name = profile?.displayName ?? user.user_metadata.display_name;
  const imageUrl = profile ? avatarSrc(profile.avatarUrl, profile.updatedAt) : user.user_metadata.avatar_url;

  const logOut = () => signOut(() => navigate('/', { replace: true }));

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="account-trigger" aria-label={`Account menu for ${name || user.email}`}>
        <Avatar size="sm" name={name} email={user.email} imageUrl={imageUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu__label">{name || user.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/profile')}>
            Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/settings')}>
            Settings
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate('/admin')}>
              Admin Panel
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={logOut}>
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
