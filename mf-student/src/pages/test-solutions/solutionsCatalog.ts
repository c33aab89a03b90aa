import { pageCatalog } from '../../i18n/studentCatalog';

/** The solutions page's own messages, with the shared ones (pageCatalog). */
export const solutionsCatalog = pageCatalog((locale) =>
  locale === 'en'
    ? import(/* webpackChunkName: "TestSolutionsPage.en" */ './locales/en.po')
    : import(/* webpackChunkName: "TestSolutionsPage.hi" */ './locales/hi.po'),
);
