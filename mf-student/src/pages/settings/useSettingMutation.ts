import type { Settings } from '@ssc/contracts';
import { handleApiError, profileApi, queryClient, queryKeys, toast, useMessages } from '@ssc/web-core';
import { useMutation } from '@tanstack/react-query';
import { settingsCatalog } from './settingsCatalog';

type SettingChange = { [K in keyof Settings]: { key: K; value: Settings[K] } }[keyof Settings];

/**
 * Each toggle is saved at once. The switch (and, for Dark Mode, the theme via the shell's
 * ThemeSync) flips immediately; a failed save restores the previous settings.
 */
export function useSettingMutation() {
  const { _ } = useMessages(settingsCatalog);
  return useMutation({
    mutationFn: ({ key, value }: SettingChange) => profileApi.updateSettings({ [key]: value }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.settings });
      const previous = queryClient.getQueryData<Settings>(queryKeys.settings);
      if (previous) queryClient.setQueryData<Settings>(queryKeys.settings, { ...previous, [key]: value });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.settings, context.previous);
      handleApiError(error);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.settings, saved);
      toast.success(_('settings.updated'));
    },
  });
}
