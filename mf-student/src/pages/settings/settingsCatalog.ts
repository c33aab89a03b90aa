import { pageCatalog } from '../../i18n/studentCatalog';

/** The settings page's own messages, with the shared ones (pageCatalog). */
export const settingsCatalog = pageCatalog((locale) =>
  locale === 'en'
    ? import(/* webpackChunkName: "SettingsPage.en" */ './locales/en.po')
    : import(/* webpackChunkName: "SettingsPage.hi" */ './locales/hi.po'),
);
