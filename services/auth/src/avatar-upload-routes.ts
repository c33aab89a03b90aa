import {
  identityOf,
  multipartUpload,
  requireUser,
  UnauthorizedError,
  ValidationError,
} from '@ssc/service-kit';
import { imageUploadErrors } from '@ssc/service-kit/images';
import { Router } from 'express';
import multer from 'multer';
import {
  AVATAR_CONTENT_TYPE,
  AVATAR_MAX_BYTES,
  avatarImageId,
  avatarUrlFor,
  normalizeAvatar,
} from './avatar-image';
import type { AvatarImageModel } from './avatar-image-model';
import type { Clock } from './clock';
import type { UserModel, UserRecord } from './user-model';
import { toProfile } from './user-views';

export const MISSING_IMAGE_MESSAGE = 'image file is required';

// Kept in memory: at most one 5 MB file per request, and it is re-encoded before storage.
const upload = multipartUpload(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10 },
  }).single('image'),
  { field: 'image' },
);

/** POST /api/upload/profile-image (multipart field `image`) → {imageUrl, updatedProfile}. */
export function avatarUploadRoutes(deps: {
  users: UserModel;
  images: AvatarImageModel;
  clock: Clock;
}): Router {
  const { users, images, clock } = deps;
  const router = Router();

  router.post('/api/upload/profile-image', requireUser, upload, async (req, res) => {
    if (!req.file) throw new ValidationError(MISSING_IMAGE_MESSAGE);
    const ownerId = identityOf(req).userId;
    const bytes = await normalizeAvatar(req.file.buffer);
    const imageId = avatarImageId(ownerId, bytes);
    const imageUrl = avatarUrlFor(imageId);
    const now = clock();

    // Store the image before pointing the profile at it, so the URL never dangles.
    await images.replaceOne(
      { _id: imageId },
      { _id: imageId, ownerId, contentType: AVATAR_CONTENT_TYPE, bytes, createdAt: now },
      { upsert: true },
    );
    const updated = await users
      .findByIdAndUpdate(
        ownerId,
        { $set: { avatarUrl: imageUrl, updatedAt: now } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>();
    if (!updated) {
      await images.deleteOne({ _id: imageId });
      throw new UnauthorizedError();
    }
    // Every other avatar of this user is now unreferenced (including leftovers of racing uploads).
    await images.deleteMany({ ownerId, _id: { $ne: imageId } });
    res.json({ imageUrl, updatedProfile: toProfile(updated) });
  });

  router.use(
    '/api/upload/profile-image',
    imageUploadErrors({ missingFileMessage: MISSING_IMAGE_MESSAGE, field: 'image' }),
  );
  return router;
}
