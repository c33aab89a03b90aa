export type Theme = 'light' | 'dark';

/** Remembers the last theme per user so a reload paints dark before the settings request returns. */
const THEME_CACHE_KEY = 'themePreference';

interface CachedTheme {
  userId: string;
  theme: Theme;
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'dark') root.dataset.theme = 'dark';
  else delete root.dataset.theme;
  root.style.colorScheme = theme;
}

export function rememberTheme(userId: string, theme: Theme): void {
  try {
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ userId, theme } satisfies CachedTheme));
  } catch {
    // storage unavailable: the theme still follows the server settings once they load
  }
}

export function cachedThemeFor(userId: string | undefined): Theme {
  if (!userId) return 'light';
  try {
    const cached = JSON.parse(localStorage.getItem(THEME_CACHE_KEY) ?? 'null') as CachedTheme | null;
    return cached?.userId === userId && cached.theme === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}
