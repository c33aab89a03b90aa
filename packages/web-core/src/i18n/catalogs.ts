import { i18n, type Messages } from '@lingui/core';
import { use } from 'react';
import type { UiLocale } from './uiLanguage';

/** One app's messages for one language, compiled at build time (@lingui/loader). */
export type CatalogLoader = (locale: UiLocale) => Promise<{ messages: Messages }>;

/**
 * One remote's catalogs. Each app (shell, mf-student, mf-admin) ships only its own messages and
 * loads a language's file only when that language is shown; all of them go into the one Lingui
 * instance the federation shares, so a switch re-renders every app at once.
 */
export interface Catalog {
  ready(locale: UiLocale): Promise<void>;
  /** Whether `locale`'s messages are in already (nothing to wait for). */
  has(locale: UiLocale): boolean;
}

/** The catalogs the page has asked for so far. */
const inUse = new Set<Catalog>();

/**
 * Settles once every catalog asked for so far has `locale`'s messages in. An app's catalog asks
 * for the shown language as its module is evaluated (studentCatalog.ts), so the shell, once a
 * page's code is in, waits on this before it renders the page (shell/src/federation/RemotePage.tsx);
 * a language switch waits on it too, so the whole page changes in one render.
 */
export const catalogsReady = (locale: UiLocale): Promise<unknown> =>
  Promise.all([...inUse].map((catalog) => catalog.ready(locale)));

export function defineCatalog(load: CatalogLoader): Catalog {
  const loading = new Map<UiLocale, Promise<void>>();
  const loaded = new Set<UiLocale>();
  const catalog: Catalog = {
    has: (locale) => loaded.has(locale),
    ready(locale) {
      inUse.add(catalog);
      let promise = loading.get(locale);
      if (!promise) {
        promise = load(locale).then(({ messages }) => {
          i18n.load(locale, messages);
          loaded.add(locale);
        });
        // A failed download may pass on the next try (a page retry, a language switch).
        promise.catch(() => loading.delete(locale));
        loading.set(locale, promise);
      }
      return promise;
    },
  };
  return catalog;
}

/**
 * Asks for the shown language's messages at once and gives the catalog back: for an app's
 * catalogs, defined in modules a page's code evaluates, so the shell renders the page once these
 * are in (catalogsReady) rather than the page suspending on them, which React reveals no sooner
 * than 300 ms after its fallback (its reveal throttle).
 */
export function askedForAtOnce(catalog: Catalog): Catalog {
  catalog.ready((i18n.locale || 'en') as UiLocale).catch(() => undefined);
  return catalog;
}

/** Suspends until the catalog for the shown language is in, so no message renders as its id. */
export function useCatalog(catalog: Catalog, locale: UiLocale): void {
  if (!catalog.has(locale)) use(catalog.ready(locale));
}
