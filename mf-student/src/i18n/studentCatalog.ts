import { i18n } from '@lingui/core';
import { defineCatalog, type UiLocale } from '@ssc/web-core';

/**
 * The student remote's own messages, one chunk per language named `messages.<locale>`: a page's
 * start script finds the shown one in the remote's manifest and preloads it beside the page's code
 * (shell/src/early/preloadExposed.ts), so a page's first render does not wait for a download that
 * starts only once its code has run (docs/architecture.md, "Interface language").
 */
export const studentCatalog = defineCatalog((locale) =>
  locale === 'en'
    ? import(/* webpackChunkName: "messages.en" */ '../locales/en.po')
    : import(/* webpackChunkName: "messages.hi" */ '../locales/hi.po'),
);
// Asked for as a page's code is evaluated, so the shell renders the page once these are in
// (catalogsReady) rather than the page suspending on them: React reveals content that suspended
// on its first render no sooner than 300 ms after its fallback (its reveal throttle).
studentCatalog.ready((i18n.locale || 'en') as UiLocale).catch(() => undefined);
