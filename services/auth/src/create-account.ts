import { ConflictError } from '@ssc/service-kit';
import { isDuplicateKeyError, type UserModel, type UserRecord } from './user-model';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';

/**
 * Inserts a new user. There is no read-then-insert: the unique email index decides, so two
 * concurrent sign-ups with the same email yield one account and one 409, with no transaction.
 */
export async function createAccount(
  users: UserModel,
  input: {
    email: string;
    passwordHash: string;
    displayName: string;
    role: UserRecord['role'];
    now: Date;
  },
): Promise<UserRecord> {
  try {
    const created = await users.create({
      email: input.email.trim().toLowerCase(),
      passwordHash: input.passwordHash,
      displayName: input.displayName,
      role: input.role,
      createdAt: input.now,
      updatedAt: input.now,
    });
    return created.toObject();
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    throw err;
  }
}
