import { updateProfileRequest } from '@ssc/contracts';
import { identityOf, parseInput, requireUser, UnauthorizedError } from '@ssc/service-kit';
import { Router } from 'express';
import type { Clock } from './clock';
import { loadCurrentUser } from './current-user';
import { touchActivity } from './user-activity';
import type { UserModel, UserRecord } from './user-model';
import { toProfile } from './user-views';

/** GET/PUT /api/profile: flat CRUD on the caller's own user document. */
export function profileRoutes(deps: { users: UserModel; clock: Clock }): Router {
  const { users, clock } = deps;
  const router = Router();

  router.get('/api/profile', requireUser, async (req, res) => {
    const user = await loadCurrentUser(users, req);
    // The shell reads the profile on every visit, which makes it the activity signal.
    await touchActivity(users, user, clock());
    res.json(toProfile(user));
  });

  router.put('/api/profile', requireUser, async (req, res) => {
    // Strict schema: unknown fields (email, role, isAdmin, avatarUrl...) are a 400, not ignored.
    const changes = parseInput(updateProfileRequest, req.body);
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(set).length === 0) {
      res.json(toProfile(await loadCurrentUser(users, req)));
      return;
    }
    const updated = await users
      .findByIdAndUpdate(
        identityOf(req).userId,
        { $set: { ...set, updatedAt: clock() } },
        { returnDocument: 'after', runValidators: true },
      )
      .lean<UserRecord>();
    if (!updated) throw new UnauthorizedError();
    res.json(toProfile(updated));
  });

  return router;
}
