import { NotFoundError } from '@ssc/service-kit';
import { sendStoredImage } from '@ssc/service-kit/images';
import { Router } from 'express';
import type { AvatarImageModel, AvatarImageRecord } from './avatar-image-model';

const AVATAR_FILE = /^([a-f0-9]{32})\.webp$/;

/**
 * GET /media/avatars/:file, public (an <img> tag sends no token). Image ids are content
 * hashes, so a URL's bytes never change and browsers and CDNs may cache them forever.
 */
export function avatarMediaRoutes(deps: { images: AvatarImageModel }): Router {
  const router = Router();

  router.get('/media/avatars/:file', async (req, res) => {
    const id = AVATAR_FILE.exec(req.params.file)?.[1];
    const image = id ? await deps.images.findById(id).lean<AvatarImageRecord>() : null;
    if (!image) throw new NotFoundError('Image not found');
    sendStoredImage(res, image);
  });

  return router;
}
