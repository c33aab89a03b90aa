import {
  displayName as displayNameSchema,
  email as emailSchema,
  password as passwordSchema,
} from '@ssc/contracts';
import { ConflictError, parseInput } from '@ssc/service-kit';
import type { Connection } from 'mongoose';
import { ensureAuthIndexes } from './auth-indexes';
import { createAccount } from './create-account';
import { hashPassword } from './password-hash';
import { type UserRecord, userModel } from './user-model';

export type EnsureAdminInput = {
  email: string;
  /** Required to create the account; when the account exists it resets the password. */
  password?: string;
  /** Used when creating; on an existing account it is changed only when given. */
  displayName?: string;
};

export type EnsureAdminResult = { userId: string; email: string; created: boolean; passwordReset: boolean };

/**
 * The only way to get an admin: the API never grants the role. Creates the user as admin,
 * or promotes an existing account (resetting its password if one is given). Idempotent, so
 * a start script may call it on every boot. Used by `src/admin-cli.ts`.
 */
export async function ensureAdmin(
  connection: Connection,
  input: EnsureAdminInput,
): Promise<EnsureAdminResult> {
  const email = parseInput(emailSchema, input.email);
  const password = input.password === undefined ? undefined : parseInput(passwordSchema, input.password);
  const displayName =
    input.displayName === undefined ? undefined : parseInput(displayNameSchema, input.displayName);
  await ensureAuthIndexes(connection);
  const users = userModel(connection);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);

  for (let attempt = 0; attempt < 2; attempt++) {
    const now = new Date();
    const set: Partial<UserRecord> = { role: 'admin', updatedAt: now };
    if (passwordHash) set.passwordHash = passwordHash;
    if (displayName) set.displayName = displayName;
    const promoted = await users
      .findOneAndUpdate({ email }, { $set: set }, { returnDocument: 'after' })
      .lean<UserRecord>();
    if (promoted)
      return { userId: promoted._id, email, created: false, passwordReset: Boolean(passwordHash) };

    if (!passwordHash) throw new Error(`No account for ${email}; a password is needed to create it`);
    try {
      const created = await createAccount(users, {
        email,
        passwordHash,
        displayName: displayName ?? 'Admin',
        role: 'admin',
        now,
      });
      return { userId: created._id, email, created: true, passwordReset: false };
    } catch (err) {
      // Someone signed up with this email between our update and insert: promote that account instead.
      if (!(err instanceof ConflictError)) throw err;
    }
  }
  throw new Error(`Could not create or promote ${email}`);
}
