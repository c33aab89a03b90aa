import { pageCatalog } from '../../i18n/studentCatalog';

/** The results page's own messages, with the shared ones (pageCatalog). */
export const resultsCatalog = pageCatalog((locale) =>
  locale === 'en'
    ? import(/* webpackChunkName: "TestResultsPage.en" */ './locales/en.po')
    : import(/* webpackChunkName: "TestResultsPage.hi" */ './locales/hi.po'),
);
