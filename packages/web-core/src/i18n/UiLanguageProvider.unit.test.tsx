// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineCatalog } from './catalogs';
import { UiLanguageProvider } from './UiLanguageProvider';
import { useMessages } from './useUiLanguage';

let renders = 0;
let release: (() => void) | undefined;

const pageCatalog = defineCatalog(async (locale) => ({
  messages: { 'page.title': locale === 'hi' ? 'पृष्ठ' : 'Page' },
}));
/** Loads only once the test says so, as a slow download would. */
const lateCatalog = defineCatalog(
  (locale) =>
    new Promise((resolve) => {
      release = () => resolve({ messages: { 'late.title': locale === 'hi' ? 'देर से' : 'Late' } });
    }),
);

function Title() {
  renders++;
  const { _ } = useMessages(pageCatalog);
  return <h1>{_('page.title')}</h1>;
}

function Late() {
  const { _ } = useMessages(lateCatalog);
  return <p>{_('late.title')}</p>;
}

beforeEach(async () => {
  renders = 0;
  await pageCatalog.ready('en');
  await pageCatalog.ready('hi');
  i18n.activate('en');
});
afterEach(cleanup);

describe('UiLanguageProvider', () => {
  it('another catalog arriving does not render what already has its messages again', async () => {
    render(
      <UiLanguageProvider>
        <Title />
      </UiLanguageProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Page');
    const before = renders;
    act(() => i18n.load('en', { 'other.word': 'Other' }));
    expect(renders).toBe(before);
  });

  it('a language switch renders every message in the new language', () => {
    render(
      <UiLanguageProvider>
        <Title />
      </UiLanguageProvider>,
    );
    act(() => i18n.activate('hi'));
    expect(screen.getByRole('heading').textContent).toBe('पृष्ठ');
  });

  it('a component waiting for its catalog shows once the catalog is in', async () => {
    // Awaited: a render that suspends must be, for React to retry it in a test.
    await act(async () => {
      render(
        <UiLanguageProvider>
          <Suspense fallback={<p>waiting</p>}>
            <Late />
          </Suspense>
        </UiLanguageProvider>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => release?.());
    expect(await screen.findByText('Late')).toBeTruthy();
  });
});
