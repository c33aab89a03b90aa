// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../toast/Toaster';
import { toast } from '../toast/toastStore';
import { Spinner } from '../ui/feedback';

const instance = (locale: string) => {
  const i18n = setupI18n();
  i18n.load(locale, {});
  i18n.activate(locale);
  return i18n;
};

afterEach(cleanup);

describe("web-core's own words follow the interface language", () => {
  it('a spinner says Loading... in English and in Hindi in Hindi, before any catalog is loaded', () => {
    const { rerender } = render(
      <I18nProvider i18n={instance('en')}>
        <Spinner />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(
      <I18nProvider i18n={instance('hi')}>
        <Spinner />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('लोड हो रहा है...');
  });

  it("the toasts' region and dismiss button are named in the interface language", () => {
    render(
      <I18nProvider i18n={instance('hi')}>
        <Toaster />
      </I18nProvider>,
    );
    act(() => toast.success('ठीक'));
    expect(screen.getByRole('region', { name: 'सूचनाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सूचना हटाएँ' })).toBeTruthy();
  });
});
