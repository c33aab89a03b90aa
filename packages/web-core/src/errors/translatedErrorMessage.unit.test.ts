import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../api/httpError';
import { errorMessageFor } from './errorMessages';

const refused = () =>
  new HttpError('HTTP error! status: 400', 400, 'email must be an email', [], undefined, 'VALIDATION_FAILED');

afterEach(() => i18n.activate('en'));

describe("errorMessageFor: a server error's code in the interface language", () => {
  it("Hindi with a message for the code: the catalog's words", () => {
    i18n.load('hi', { 'errors.VALIDATION_FAILED': ['अमान्य अनुरोध'] });
    i18n.activate('hi');
    expect(errorMessageFor(refused())).toBe('अमान्य अनुरोध');
  });

  it("Hindi without one: the server's English message", () => {
    i18n.load('hi', {});
    i18n.activate('hi');
    const error = new HttpError('x', 400, 'Something odd', [], undefined, 'SOMETHING_NEW');
    expect(errorMessageFor(error)).toBe('Something odd');
  });

  it("English: the spec's wording as before", () => {
    i18n.load('en', { 'errors.VALIDATION_FAILED': ['Invalid request'] });
    i18n.activate('en');
    expect(errorMessageFor(refused())).toBe('email must be an email');
  });
});
