import { useLingui } from '@lingui/react';
import { type Catalog, useCatalog } from './catalogs';
import { intlLocale, type UiLocale } from './uiLanguage';

/**
 * An app's messages in the shown language: suspends until its catalog is in, then gives `_`
 * (message by id) and Intl formatters for the locale (en-IN / hi-IN).
 */
export function useMessages(catalog: Catalog) {
  const { i18n, _ } = useLingui();
  const locale = i18n.locale as UiLocale;
  useCatalog(catalog, locale);
  const intl = intlLocale(locale);
  return {
    _,
    locale,
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(intl, options).format(value),
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(intl, options).format(new Date(value)),
  };
}
