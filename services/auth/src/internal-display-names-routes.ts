import type { displayNames } from '@ssc/contracts';
import { parseInput, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { UserModel, UserRecord } from './user-model';

export const MAX_DISPLAY_NAME_IDS = 500;
const CONCURRENCY = 16;

const idsQuery = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))].filter(Boolean))
    .refine((ids) => ids.length > 0, 'ids is required')
    .refine(
      (ids) => ids.length <= MAX_DISPLAY_NAME_IDS,
      `ids must list at most ${MAX_DISPLAY_NAME_IDS} user ids`,
    ),
});

/**
 * Service-to-service: GET /internal/users/display-names?ids=a,b → `{names: {id: displayName}}`
 * (unknown ids omitted), for the results service's top rankers. Parallel point reads by `_id`:
 * FerretDB plans `$in` as a scan of the whole collection. Only the results service may ask
 * (a service-call token); the gateway never routes /internal, so browsers cannot.
 */
export function internalDisplayNamesRoutes(deps: { users: UserModel }): Router {
  const router = Router();
  router.get('/internal/users/display-names', requireCaller('results'), async (req, res) => {
    const { ids } = parseInput(idsQuery, req.query);
    const names: z.infer<typeof displayNames>['names'] = {};
    let next = 0;
    const reader = async () => {
      while (next < ids.length) {
        const id = ids[next++] as string;
        const user = await deps.users
          .findById(id, { displayName: 1 })
          .lean<Pick<UserRecord, '_id' | 'displayName'>>();
        if (user) names[id] = user.displayName;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, reader));
    res.json({ names });
  });
  return router;
}
