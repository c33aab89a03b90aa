import type { DataExport } from '@ssc/contracts';
import { requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { AvatarImageModel, AvatarImageRecord } from './avatar-image-model';
import type { Clock } from './clock';
import { loadCurrentUser } from './current-user';
import type { UserModel } from './user-model';
import { toProfile, toSettings } from './user-views';

export const EXPORT_FILENAME = 'ssc-mock-my-data.json';

/**
 * GET /api/profile/export ("Export My Data"): everything the auth service holds about the
 * caller. Each service owns its own data: the settings page adds the user's attempts with
 * their scores and saved questions from the results service (mf-student exportMyData.ts). The
 * password hash is never exported, and the avatar is given by URL rather than inlined.
 */
export function dataExportRoutes(deps: { users: UserModel; images: AvatarImageModel; clock: Clock }): Router {
  const { users, images, clock } = deps;
  const router = Router();

  router.get('/api/profile/export', requireUser, async (req, res) => {
    const user = await loadCurrentUser(users, req);
    const avatar = await images
      .findOne({ ownerId: user._id }, { bytes: 0 })
      .sort({ createdAt: -1 })
      .lean<Omit<AvatarImageRecord, 'bytes'>>();
    const body: DataExport = {
      exportedAt: clock().toISOString(),
      account: {
        id: user._id,
        email: user.email,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
      profile: toProfile(user),
      settings: toSettings(user),
      avatar: avatar
        ? {
            url: user.avatarUrl ?? null,
            contentType: avatar.contentType,
            uploadedAt: avatar.createdAt.toISOString(),
          }
        : null,
    };
    res.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILENAME}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
