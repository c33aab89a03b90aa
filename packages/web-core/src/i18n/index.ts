export { askedForAtOnce, type Catalog, type CatalogLoader, catalogsReady, defineCatalog } from './catalogs';
export { UiLanguageProvider } from './UiLanguageProvider';
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
