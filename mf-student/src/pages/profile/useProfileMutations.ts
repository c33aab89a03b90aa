import type { Profile, UpdateProfileRequest } from '@ssc/contracts';
import {
  handleApiError,
  isHttpError,
  photoUploadErrorMessage,
  profileApi,
  profileUpdateErrorMessage,
  queryClient,
  queryKeys,
  toast,
  updateStoredUserMetadata,
  useMessages,
} from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { validationText } from '../../i18n/validationText';
import { profileCatalog } from './profileCatalog';

/**
 * After any profile change: put the server's answer in the shared profile query (the header avatar
 * reads it), mirror it into the stored user, then invalidate so every view reconciles with the server.
 */
function applyProfile(profile: Profile) {
  queryClient.setQueryData(queryKeys.profile, profile);
  updateStoredUserMetadata({
    display_name: profile.displayName,
    language_preference: profile.languagePreference,
    avatar_url: profile.avatarUrl,
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
}

/** An expired session goes through the generic handler (sign out, /auth); other failures get the page's message. */
function reportFailure(error: unknown, message: string) {
  if (isHttpError(error) && error.status === 401) handleApiError(error);
  else toast.error(message);
}

export function useUpdateProfile(onSaved: () => void) {
  const { _ } = useMessages(profileCatalog);
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => profileApi.update(changes),
    onSuccess: (profile) => {
      applyProfile(profile);
      toast.success(_('profile.updated'));
      onSaved();
    },
    onError: (error) => reportFailure(error, validationText(_, profileUpdateErrorMessage(error))),
  });
}

export function useUploadProfilePhoto() {
  const { _ } = useMessages(profileCatalog);
  return useMutation({
    mutationFn: (file: File) => profileApi.uploadImage(file),
    onSuccess: ({ updatedProfile }) => {
      applyProfile(updatedProfile);
      toast.success(_('profile.photoUpdated'));
    },
    onError: (error) => reportFailure(error, validationText(_, photoUploadErrorMessage(error))),
  });
}

/** The compensatory-time declaration, saved on its own as soon as it is switched. */
export function useCompensatoryTime() {
  const { _ } = useMessages(profileCatalog);
  return useMutation({
    mutationFn: (compensatoryTime: boolean) => profileApi.update({ compensatoryTime }),
    onSuccess: (profile) => {
      applyProfile(profile);
      toast.success(profile.compensatoryTime ? _('profile.compensatoryOn') : _('profile.compensatoryOff'));
    },
    onError: (error) => reportFailure(error, validationText(_, profileUpdateErrorMessage(error))),
  });
}
