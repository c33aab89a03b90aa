import type { Connection } from 'mongoose';
import { avatarImageModel } from './avatar-image-model';
import { emailVerificationModel } from './email-verification-model';
import { passwordResetModel } from './password-reset-model';
import { sessionModel } from './session-model';
import { userModel } from './user-model';

/**
 * Creates the collections and indexes before the service takes traffic. The unique email
 * index is what makes duplicate sign-ups impossible, so it must exist before the first insert
 * rather than whenever a background autoIndex gets to it. Idempotent; safe on every boot.
 */
export async function ensureAuthIndexes(connection: Connection): Promise<void> {
  for (const model of [
    userModel(connection),
    avatarImageModel(connection),
    sessionModel(connection),
    passwordResetModel(connection),
    emailVerificationModel(connection),
  ]) {
    await model.createCollection().catch((err: unknown) => {
      if ((err as { codeName?: string }).codeName !== 'NamespaceExists') throw err;
    });
    await model.createIndexes();
  }
}
