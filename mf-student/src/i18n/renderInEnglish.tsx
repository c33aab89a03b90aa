import { type RenderOptions, render as renderOnly } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll } from 'vitest';
import { InterfaceLanguage, showInterfaceIn } from './interfaceLanguage';

/**
 * For unit tests: Testing Library's `render` with this remote's English catalog in and the shell's
 * provider around the component (and kept around it on `rerender`), as the shell shows it.
 */
beforeAll(() => showInterfaceIn('en'));

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderOnly(ui, { ...options, wrapper: InterfaceLanguage });
}
