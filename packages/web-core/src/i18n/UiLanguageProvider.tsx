import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const shownLocale = () => i18n.locale;

/**
 * Lingui's context for every app on the page, renewed when the shown language changes and only
 * then. Lingui's own I18nProvider renews it on every `i18n.load` as well, and that update is
 * synchronous (useSyncExternalStore): each catalog's arrival re-rendered the whole page in one
 * task that could not yield, inside the catalog script's own evaluation. Here a component that
 * waited for its catalog is retried by Suspense (useCatalog), in the lane it was rendered in;
 * one that did not wait already has its messages. Measured with bench/lighthouse.ts
 * (docs/architecture.md, "Interface language").
 */
export function UiLanguageProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, shownLocale, shownLocale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value for each language is the point
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [locale]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
