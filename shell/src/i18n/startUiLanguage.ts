import { i18n } from '@lingui/core';
import { appStore, browserStorage, currentUserAtom, initialUiLocale } from '@ssc/web-core';
import { showsSiteHeader } from '../layout/siteHeader';
import { loadTopOfPage } from '../layout/topOfPageCode';
import { shellCatalog } from './shellCatalog';

/**
 * Picks the first language before React renders. Its catalogs load on demand (each component
 * that shows messages waits for its app's); the shell's starts downloading here, beside the page's
 * remote, with the site header's code, unless the page is the exam screen, which shows neither.
 */
export function startUiLanguage(): void {
  const locale = initialUiLocale(appStore.get(currentUserAtom), browserStorage());
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (showsSiteHeader(window.location.pathname)) {
    shellCatalog.ready(locale).catch(() => {});
    loadTopOfPage().catch(() => {});
  }
}
