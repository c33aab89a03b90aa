import { i18n } from '@lingui/core';
import { type RenderOptions, render as renderInDom } from '@testing-library/react';
import type { ReactElement } from 'react';
import { InterfaceLanguage } from '../../i18n/interfaceLanguage';
import type { Translate } from './examCatalog';

/**
 * For the exam's unit tests: components drawn inside the shell's Lingui provider (the language
 * from `showInterfaceIn`), and the translator the plain modules are given, on the same catalogs.
 */
export const render = (ui: ReactElement, options?: RenderOptions) =>
  renderInDom(ui, { wrapper: InterfaceLanguage, ...options });

export const translate: Translate = (id, values) => i18n._(id, values);
