export { type Catalog, type CatalogLoader, defineCatalog } from './catalogs';
export {
  initialUiLocale,
  intlLocale,
  localeForPreference,
  preferenceForLocale,
  UI_LANGUAGE_KEY,
  UI_LOCALES,
  type UiLocale,
} from './uiLanguage';
export { chooseUiLanguage, showUiLanguage } from './uiLanguageSwitch';
export { useMessages } from './useUiLanguage';
