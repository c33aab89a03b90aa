import type { SessionUser } from '@ssc/contracts';
import { Avatar } from '@ssc/web-core';

/** Same look as the menu trigger while the menu code loads, so the header does not jump. */
export function AccountButtonPlaceholder({ user }: { user: SessionUser }) {
  return (
    <span className="account-trigger">
      <Avatar
        size="sm"
        name={user.user_metadata.display_name}
        email={user.email}
        imageUrl={user.user_metadata.avatar_url}
      />
    </span>
  );
}
