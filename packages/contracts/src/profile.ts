import { z } from 'zod';
import { displayName } from './auth';
import { examType, languagePreference, role } from './enums';
import { settings } from './settings';
import { SPACE_CLASS } from './text-rules';

/** Country code then number, not starting with 0, e.g. +1234567890 (spec section 5). */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
export const PHONE_MESSAGE = 'Phone number format is invalid. Use format: +1234567890 (cannot start with 0)';

/**
 * PHONE_PATTERN on the number as typed, with spaces and hyphens anywhere (they are dropped
 * before it is stored): the API document states this one.
 */
const gap = `[${SPACE_CLASS}-]*`;
export const PHONE_INPUT_PATTERN = new RegExp(`^${gap}\\+${gap}[1-9](?:${gap}[0-9]){6,14}${gap}$`);

export const phone = z
  .string()
  .regex(PHONE_INPUT_PATTERN, PHONE_MESSAGE)
  .transform((v) => v.replace(/[\s-]/g, ''));

export const profile = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  examPreference: examType,
  languagePreference: languagePreference,
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Declared eligible for SSC's compensatory time (20 minutes an hour). */
  compensatoryTime: z.boolean(),
  /** The address has been confirmed through a mailed link (changing it would unset this). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** PUT /api/profile. Every field optional; an empty phone clears it. */
export const updateProfileRequest = z
  .object({
    displayName: displayName.optional(),
    phone: z.union([z.literal('').transform(() => null), z.null(), phone]).optional(),
    examPreference: examType.optional(),
    languagePreference: languagePreference.optional(),
    compensatoryTime: z.boolean({ error: 'compensatoryTime must be true or false' }).optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const uploadProfileImageResponse = z.object({
  imageUrl: z.string(),
  updatedProfile: profile,
});
export type UploadProfileImageResponse = z.infer<typeof uploadProfileImageResponse>;

/** GET /api/profile/export ("Export My Data"): what the auth service holds about the caller. */
export const dataExport = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    role,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  profile,
  settings,
  /** The stored photo, given by URL rather than inlined. */
  avatar: z
    .object({ url: z.string().nullable(), contentType: z.string(), uploadedAt: z.string() })
    .nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

/**
 * GET /internal/users/{id}/exam-accommodations (callers: attempts): what the exam must grant a
 * student when an attempt starts (SSC's compensatory time).
 */
export const examAccommodations = z.object({ compensatoryTime: z.boolean() });
export type ExamAccommodations = z.infer<typeof examAccommodations>;
