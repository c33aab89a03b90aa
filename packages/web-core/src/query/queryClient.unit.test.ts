// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../session/sessionAtoms';
import { endSession } from '../session/signOut';
import { queryClient } from './queryClient';

const user = {
  id: 'u1',
  email: 'asha@example.com',
  user_metadata: { display_name: 'Asha', language_preference: 'ENGLISH', avatar_url: null, is_admin: false },
} as const;

describe('queryClient', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
  });

  it('drops every cached answer when the session ends', () => {
    setSession({ token: 't', user });
    queryClient.setQueryData(['profile', 'u1'], { name: 'Asha' });
    endSession();
    expect(queryClient.getQueryData(['profile', 'u1'])).toBeUndefined();
  });

  it('keeps cached answers while a session goes on (a renewed token)', () => {
    setSession({ token: 't', user });
    queryClient.setQueryData(['profile', 'u1'], { name: 'Asha' });
    setSession({ token: 't2', user });
    expect(queryClient.getQueryData(['profile', 'u1'])).toEqual({ name: 'Asha' });
  });
});
