import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { profileApi } from '../api/profileApi';
import { currentUserAtom } from '../session/sessionAtoms';
import { queryKeys } from './queryKeys';

/**
 * The signed-in user's profile. The header avatar and the profile page read the same cache entry,
 * so a save or photo upload (setQueryData / invalidate) updates both without polling.
 * The user id is in the key's scope via `enabled`: signing out clears the cache.
 */
export function useProfileQuery() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({ queryKey: queryKeys.profile, queryFn: profileApi.get, enabled: user !== null });
}

export function useSettingsQuery() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: profileApi.getSettings,
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
}
