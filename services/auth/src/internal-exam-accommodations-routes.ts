import type { ExamAccommodations } from '@ssc/contracts';
import { NotFoundError, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import type { UserModel, UserRecord } from './user-model';

/**
 * Service-to-service: GET /internal/users/:id/exam-accommodations → `{compensatoryTime}`, read by
 * the attempts service when an attempt starts (the profile flag at that moment decides). One
 * point read by `_id`; an unknown user is 404. Only the attempts service may ask (a service-call
 * token); the gateway never routes /internal, so browsers cannot.
 */
export function internalExamAccommodationsRoutes(deps: { users: UserModel }): Router {
  const router = Router();
  router.get('/internal/users/:id/exam-accommodations', requireCaller('attempts'), async (req, res) => {
    const user = await deps.users
      .findById(String(req.params.id), { compensatoryTime: 1 })
      .lean<Pick<UserRecord, '_id' | 'compensatoryTime'>>();
    if (!user) throw new NotFoundError('User not found');
    const body: ExamAccommodations = { compensatoryTime: user.compensatoryTime ?? false };
    res.json(body);
  });
  return router;
}
