import { updateSettingsRequest } from '@ssc/contracts';
import { identityOf, parseInput, requireUser, UnauthorizedError } from '@ssc/service-kit';
import { Router } from 'express';
import type { Clock } from './clock';
import { loadCurrentUser } from './current-user';
import type { UserModel, UserRecord } from './user-model';
import { toSettings } from './user-views';

/** GET/PUT /api/profile/settings: per-user toggles stored on the server (spec section 3 kept them local only). */
export function settingsRoutes(deps: { users: UserModel; clock: Clock }): Router {
  const { users, clock } = deps;
  const router = Router();

  router.get('/api/profile/settings', requireUser, async (req, res) => {
    res.json(toSettings(await loadCurrentUser(users, req)));
  });

  router.put('/api/profile/settings', requireUser, async (req, res) => {
    const patch = parseInput(updateSettingsRequest, req.body);
    // One dotted $set per toggle: two quick toggles from different tabs both survive,
    // which a read-modify-write of the whole object would not guarantee.
    const set: Record<string, unknown> = { updatedAt: clock() };
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) set[`settings.${key}`] = value;
    }
    const updated = await users
      .findByIdAndUpdate(identityOf(req).userId, { $set: set }, { returnDocument: 'after' })
      .lean<Pick<UserRecord, 'settings'>>();
    if (!updated) throw new UnauthorizedError();
    res.json(toSettings(updated));
  });

  return router;
}
