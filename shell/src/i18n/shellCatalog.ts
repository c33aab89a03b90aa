import { defineCatalog } from '@ssc/web-core';

/**
 * The shell's own messages: header, account menu, 404, error screens, error toasts by code. One
 * chunk per language named `messages.<locale>`, which a page's start script preloads with the
 * site header's code (src/early/preloadSiteFrame.ts).
 */
export const shellCatalog = defineCatalog((locale) =>
  locale === 'en'
    ? import(/* webpackChunkName: "messages.en" */ '../locales/en.po')
    : import(/* webpackChunkName: "messages.hi" */ '../locales/hi.po'),
);
