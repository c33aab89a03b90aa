import { askedForAtOnce, type Catalog, type CatalogLoader, defineCatalog } from '@ssc/web-core';

/**
 * The student remote's shared messages (every page but the exam reads them: the landing page, sign
 * in, the dashboard, the tests and live mocks, and what the pages share), one chunk per language
 * named `messages.<locale>`. A page's start script finds the shown one in the remote's manifest
 * and preloads it beside the page's code (shell/src/early/preloadExposed.ts), so a page's first
 * render does not wait for a download that starts only once its code has run
 * (docs/architecture.md, "Interface language").
 */
export const studentCatalog = askedForAtOnce(
  defineCatalog((locale) =>
    locale === 'en'
      ? import(/* webpackChunkName: "messages.en" */ '../locales/en.po')
      : import(/* webpackChunkName: "messages.hi" */ '../locales/hi.po'),
  ),
);

/**
 * A page's own messages together with the shared ones: `useMessages` of it waits for both. Its own
 * are a chunk per language named `<exposed page>.<locale>` (the import's webpackChunkName), which
 * the start script preloads with the shared chunk. The pages that have one are those whose
 * messages no other page needs (results, solutions, instructions, profile, settings): the shared
 * chunk holds about half the remote's messages, and the dashboard downloads only that.
 */
export const pageCatalog = (load: CatalogLoader): Catalog =>
  askedForAtOnce(
    defineCatalog((locale) => Promise.all([load(locale), studentCatalog.ready(locale)]).then(([own]) => own)),
  );
