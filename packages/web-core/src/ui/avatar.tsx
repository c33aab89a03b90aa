import { useState } from 'react';
import { initialsOf } from '../profile/initials';

export interface AvatarProps {
  name: string | null | undefined;
  email?: string | null;
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'xl';
}

/** Photo when there is one and it loads; otherwise up to two initials. Decorative: callers label the control. */
export function Avatar({ name, email, imageUrl, size = 'md' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = !!imageUrl && failedUrl !== imageUrl;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {showImage ? (
        <img className="avatar__image" src={imageUrl} alt="" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        <span className="avatar__initials">{initialsOf(name, email)}</span>
      )}
    </span>
  );
}
