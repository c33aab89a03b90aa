import {
  type AuthResponse,
  DEFAULT_SETTINGS,
  type Profile,
  type SessionUser,
  type Settings,
} from '@ssc/contracts';
import type { SignedAccessToken } from './access-token';
import type { UserRecord } from './user-model';

/** What the API shows of a user. Never includes the password hash. */
export type UserView = Omit<UserRecord, 'passwordHash'>;

/** The user object the frontend keeps in local storage (spec section 3). */
export function toSessionUser(user: UserView): SessionUser {
  return {
    id: user._id,
    email: user.email,
    user_metadata: {
      display_name: user.displayName,
      language_preference: user.languagePreference ?? 'ENGLISH',
      avatar_url: user.avatarUrl ?? null,
      is_admin: user.role === 'admin',
    },
  };
}

export function toAuthResponse(
  user: UserView,
  access: SignedAccessToken,
  refreshToken: string,
): AuthResponse {
  const sessionUser = toSessionUser(user);
  return {
    session: {
      access_token: access.token,
      token_type: 'bearer',
      expires_at: access.expiresAt,
      expires_in: access.expiresIn,
      refresh_token: refreshToken,
      user: sessionUser,
    },
    user: sessionUser,
  };
}

export function toProfile(user: UserView): Profile {
  return {
    id: user._id,
    email: user.email,
    displayName: user.displayName,
    phone: user.phone ?? null,
    examPreference: user.examPreference ?? 'SSC_CGL',
    languagePreference: user.languagePreference ?? 'ENGLISH',
    avatarUrl: user.avatarUrl ?? null,
    isAdmin: user.role === 'admin',
    compensatoryTime: user.compensatoryTime ?? false,
    emailVerified: user.emailVerified ?? false,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** Stored toggles over the spec's defaults, so a user who never changed anything gets DEFAULT_SETTINGS. */
export function toSettings(user: Pick<UserRecord, 'settings'>): Settings {
  const result: Settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const stored = user.settings?.[key];
    if (typeof stored === 'boolean') result[key] = stored;
  }
  return result;
}
