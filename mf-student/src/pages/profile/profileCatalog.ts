import { pageCatalog } from '../../i18n/studentCatalog';

/** The profile page's own messages, with the shared ones (pageCatalog). */
export const profileCatalog = pageCatalog((locale) =>
  locale === 'en'
    ? import(/* webpackChunkName: "ProfilePage.en" */ './locales/en.po')
    : import(/* webpackChunkName: "ProfilePage.hi" */ './locales/hi.po'),
);
