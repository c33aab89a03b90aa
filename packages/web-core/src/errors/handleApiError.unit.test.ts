// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/httpError';
import { appStore, sessionAtom, setSession } from '../session/sessionAtoms';
import { getToasts } from '../toast/toastStore';
import { handleApiError, setErrorNavigator } from './handleApiError';

const user = {
  id: 'u1',
  email: 'asha@example.com',
  user_metadata: { display_name: 'Asha', language_preference: 'ENGLISH', avatar_url: null, is_admin: false },
} as const;

describe('handleApiError', () => {
  beforeEach(() => localStorage.clear());

  it('on 401 toasts, clears the session and goes to /auth', () => {
    const navigate = vi.fn();
    setErrorNavigator(navigate);
    setSession({ token: 't', user });
    expect(localStorage.getItem('token')).toBe('t');

    const message = handleApiError(new HttpError('HTTP error! status: 401', 401, 'jwt expired'));

    expect(message).toBe('Please log in to continue');
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(getToasts().at(-1)).toMatchObject({ kind: 'error', message: 'Please log in to continue' });
  });

  it('keeps the last 20 errors in localStorage "errorLog" and leaves the session alone otherwise', () => {
    setSession({ token: 't', user });
    for (let n = 0; n < 22; n++) handleApiError(new HttpError('x', 500, undefined));
    const log = JSON.parse(localStorage.getItem('errorLog') ?? '[]') as { status: number; message: string }[];
    expect(log).toHaveLength(20);
    expect(log[0]).toMatchObject({ status: 500, message: 'Server error. Please try again' });
    expect(appStore.get(sessionAtom)?.token).toBe('t');
  });
});
