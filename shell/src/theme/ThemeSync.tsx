import { applyTheme, currentUserAtom, rememberTheme, useSettingsQuery } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * Applies the signed-in user's Dark Mode setting (server-stored) on every load and as soon as it
 * changes; the settings page updates the same query optimistically, so the switch is instant.
 * Signed-out visitors get the light theme.
 */
export function ThemeSync() {
  const user = useAtomValue(currentUserAtom);
  const { data: settings } = useSettingsQuery();

  useEffect(() => {
    if (!user) {
      applyTheme('light');
      return;
    }
    if (!settings) return; // keep the cached theme bootstrap applied until the server answers
    const theme = settings.darkMode ? 'dark' : 'light';
    applyTheme(theme);
    rememberTheme(user.id, theme);
  }, [user, settings]);

  return null;
}
