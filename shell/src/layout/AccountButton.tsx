import type { SessionUser } from '@ssc/contracts';
import { Avatar, avatarSrc, useMessages, useProfileQuery } from '@ssc/web-core';
import type { ComponentProps } from 'react';
import { shellCatalog } from '../i18n/shellCatalog';

export type Account = { name: string; email: string; imageUrl: string | null | undefined };

/**
 * Who the header shows. The picture and name come from the profile query, which profile edits
 * and photo uploads update or invalidate, so the header follows them without polling.
 */
export function useAccount(user: SessionUser): Account {
  const { data: profile } = useProfileQuery();
  return {
    name: profile?.displayName ?? user.user_metadata.display_name,
    email: user.email,
    imageUrl: profile ? avatarSrc(profile.avatarUrl, profile.updatedAt) : user.user_metadata.avatar_url,
  };
}

type Props = { account: Account } & Omit<ComponentProps<'button'>, 'children'>;

/**
 * The avatar button that opens the account menu; Radix's menu trigger renders it too (asChild).
 * Its name comes from the avatar it shows: the initials on screen, then "Account menu for …".
 */
export function AccountButton({ account, ...buttonProps }: Props) {
  const { _ } = useMessages(shellCatalog);
  return (
    <button
      type="button"
      className="account-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      {...buttonProps}
    >
      <Avatar
        size="sm"
        name={account.name}
        email={account.email}
        imageUrl={account.imageUrl}
        label={_('menu.accountFor', { name: account.name || account.email })}
      />
    </button>
  );
}
