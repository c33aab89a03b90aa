import { identityOf, UnauthorizedError } from '@ssc/service-kit';
import type { Request } from 'express';
import type { UserModel } from './user-model';
import type { UserView } from './user-views';

/**
 * Never read the hash where it is not needed. (findOneAndUpdate cannot project on FerretDB v1,
 * which rejects findAndModify's `fields`; there the views simply leave the hash out.)
 */
export const WITHOUT_PASSWORD = { passwordHash: 0 } as const;

/**
 * The signed-in user's document. A valid identity whose account no longer exists is treated
 * as signed out (401), so the frontend sends the user back to /auth.
 */
export async function loadCurrentUser(users: UserModel, req: Request): Promise<UserView> {
  const { userId } = identityOf(req);
  const user = await users.findById(userId, WITHOUT_PASSWORD).lean<UserView>();
  if (!user) throw new UnauthorizedError();
  return user;
}
