import { pageCatalog } from '../../i18n/studentCatalog';

/** The instructions page's own messages, with the shared ones (pageCatalog). */
export const instructionsCatalog = pageCatalog((locale) =>
  locale === 'en'
    ? import(/* webpackChunkName: "TestInstructionsPage.en" */ './locales/en.po')
    : import(/* webpackChunkName: "TestInstructionsPage.hi" */ './locales/hi.po'),
);
