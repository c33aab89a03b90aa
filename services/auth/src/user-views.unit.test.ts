import { authResponse, DEFAULT_SETTINGS, profile, sessionUser } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from './user-model';
import { toAuthResponse, toProfile, toSessionUser, toSettings } from './user-views';

const user: UserRecord = {
  _id: '6f1c2d9e-1111-4a2b-8c3d-000000000001',
  email: 'asha@example.com',
  passwordHash: 'scrypt$32768$8$1$c2FsdA==$a2V5',
  displayName: 'Asha',
  phone: null,
  examPreference: 'SSC_CHSL',
  languagePreference: 'HINDI',
  avatarUrl: '/media/avatars/abc.webp',
  role: 'student',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

describe('user views', () => {
  it('maps a user to the session user the frontend stores', () => {
    const mapped = toSessionUser(user);
    expect(sessionUser.parse(mapped)).toEqual({
      id: user._id,
      email: 'asha@example.com',
      user_metadata: {
        display_name: 'Asha',
        language_preference: 'HINDI',
        avatar_url: '/media/avatars/abc.webp',
        is_admin: false,
      },
    });
    expect(toSessionUser({ ...user, role: 'admin' }).user_metadata.is_admin).toBe(true);
  });

  it('builds an auth response whose session expires when the token does, with its refresh token', () => {
    const access = { token: 'jwt', expiresAt: 1_800_000_000, expiresIn: 900 };
    const res = authResponse.parse(toAuthResponse(user, access, 'sid.secret'));
    expect(res.session).toMatchObject({
      access_token: 'jwt',
      token_type: 'bearer',
      expires_at: 1_800_000_000,
      expires_in: 900,
      refresh_token: 'sid.secret',
    });
    expect(res.session.user).toEqual(res.user);
  });

  it('maps a profile without the password hash', () => {
    const mapped = toProfile(user);
    expect(profile.parse(mapped)).toEqual(mapped);
    expect(JSON.stringify(mapped)).not.toContain('scrypt');
    expect(mapped).toMatchObject({ isAdmin: false, updatedAt: '2026-01-02T00:00:00.000Z' });
  });

  it('fills settings the user never changed with the defaults', () => {
    expect(toSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(toSettings({ settings: { darkMode: true } })).toEqual({ ...DEFAULT_SETTINGS, darkMode: true });
  });
});
