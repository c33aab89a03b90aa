import { useState } from 'react';
import { initialsOf } from '../profile/initials';

export interface AvatarProps {
  name: string | null | undefined;
  email?: string | null;
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'xl';
  /**
   * Names the control the avatar stands in (a button's only content). Without it the avatar is
   * decoration and the caller labels the control.
   */
  label?: string;
}

/**
 * Photo when there is one and it loads; otherwise up to two initials. With `label` it names its
 * button from what it shows: the photo's alternative text is the label; the initials are read
 * first and the label follows ("AV, Account menu for …"), so a voice-control user who says the
 * letters on screen reaches it (WCAG 2.5.3 Label in Name).
 */
export function Avatar({ name, email, imageUrl, size = 'md', label }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = !!imageUrl && failedUrl !== imageUrl;
  const initials = initialsOf(name, email);
  return (
    <span className={`avatar avatar--${size}`} aria-hidden={label ? undefined : 'true'}>
      {showImage ? (
        <img
          className="avatar__image"
          src={imageUrl}
          alt={label ?? ''}
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <>
          <span className="avatar__initials" aria-hidden={label ? 'true' : undefined}>
            {initials}
          </span>
          {/* One piece of text, so no browser puts a space of its own between letters and comma. */}
          {label ? <span className="visually-hidden">{`${initials}, ${label}`}</span> : null}
        </>
      )}
    </span>
  );
}
