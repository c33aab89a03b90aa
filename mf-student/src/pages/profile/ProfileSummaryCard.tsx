import type { Profile } from '@ssc/contracts';
import {
  Avatar,
  avatarSrc,
  Badge,
  Card,
  CardContent,
  IMAGE_ACCEPT,
  imageFileProblem,
  PROFILE_IMAGE_MESSAGES,
  toast,
  useMessages,
} from '@ssc/web-core';
import { type ChangeEvent, useRef } from 'react';
import { validationText } from '../../i18n/validationText';
import { profileCatalog } from './profileCatalog';
import { examLabel, languageLabelId } from './profileLabels';
import { useUploadProfilePhoto } from './useProfileMutations';

export function ProfileSummaryCard({ profile }: { profile: Profile }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePhoto();
  const { _ } = useMessages(profileCatalog);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const problem = imageFileProblem(file, PROFILE_IMAGE_MESSAGES);
    if (problem) {
      toast.error(validationText(_, problem));
      return;
    }
    upload.mutate(file);
  };

  return (
    <Card>
      <CardContent className="profile-summary">
        <div className="profile-summary__avatar">
          <Avatar
            size="xl"
            name={profile.displayName}
            email={profile.email}
            imageUrl={avatarSrc(profile.avatarUrl, profile.updatedAt)}
          />
          {upload.isPending ? (
            <span className="profile-summary__uploading" role="status">
              <span className="spinner spinner--inline" aria-hidden="true" />
              <span className="visually-hidden">{_('profile.uploadingPhoto')}</span>
            </span>
          ) : null}
          <button
            type="button"
            className="profile-summary__change"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
            aria-label={_('profile.changePhoto')}
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
              <circle cx="12" cy="13" r="3.5" />
            </svg>
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={_('profile.uploadPhoto')}
            data-testid="profile-photo-input"
            onChange={onFileChosen}
          />
        </div>
        <h2 className="profile-summary__name">{profile.displayName}</h2>
        <p className="text-muted">{profile.email}</p>
        {profile.phone ? <p className="text-muted">{profile.phone}</p> : null}
        <div className="row profile-summary__badges">
          <Badge tone="primary">{examLabel(profile.examPreference)}</Badge>
          <Badge>{_(languageLabelId(profile.languagePreference))}</Badge>
        </div>
      </CardContent>
    </Card>
  );
}
