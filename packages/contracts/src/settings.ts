import { z } from 'zod';

/** Spec section 3 defaults. Stored per user on the server (GET/PUT /api/profile/settings). */
export const DEFAULT_SETTINGS = {
  notifications: true,
  emailUpdates: false,
  darkMode: false,
  soundEffects: true,
  autoSubmit: true,
} as const;

export const settings = z.object({
  notifications: z.boolean(),
  emailUpdates: z.boolean(),
  darkMode: z.boolean(),
  soundEffects: z.boolean(),
  autoSubmit: z.boolean(),
});
export type Settings = z.infer<typeof settings>;

export const updateSettingsRequest = settings.partial().strict();
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequest>;
