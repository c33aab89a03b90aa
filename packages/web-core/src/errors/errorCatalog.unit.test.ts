// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/httpError';
import { getToasts } from '../toast/toastStore';
import { errorCatalog } from './errorCatalog';
import { handleApiError } from './handleApiError';

const sectionClosed = () =>
  new HttpError('x', 409, 'This section is closed', [], undefined, 'SECTION_CLOSED');
const lastToast = () => getToasts().at(-1)?.message;

afterEach(() => {
  i18n.activate('en');
  localStorage.clear();
});

describe("a server error's toast where the shell's catalog is not loaded (the exam screen)", () => {
  it('Hindi: the error catalog is fetched and the toast is in Hindi, never first in English', async () => {
    i18n.load('hi', {});
    i18n.activate('hi');
    expect(errorCatalog.has('hi')).toBe(false);
    const before = getToasts().length;

    handleApiError(sectionClosed());

    await vi.waitFor(() => expect(lastToast()).toBe('यह खंड बंद हो चुका है'));
    expect(getToasts().length).toBe(before + 1);
    expect(errorCatalog.has('hi')).toBe(true);
  });

  it("English: at once, the server's words, and the error catalog is not fetched", () => {
    i18n.load('en', {});
    i18n.activate('en');
    handleApiError(sectionClosed());
    expect(lastToast()).toBe('This section is closed');
    expect(errorCatalog.has('en')).toBe(false);
  });
});
