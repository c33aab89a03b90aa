import { NotFoundError } from '@ssc/service-kit';
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
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${image._id}"`);
    // res.send answers 304 itself when If-None-Match matches the ETag set above.
    res.send(toBuffer(image.bytes));
  });

  return router;
}

/** `lean()` hands back the driver's BSON Binary rather than a Buffer. */
function toBuffer(bytes: unknown): Buffer {
  if (Buffer.isBuffer(bytes)) return bytes;
  const binary = bytes as { buffer?: Uint8Array };
  if (binary.buffer instanceof Uint8Array) return Buffer.from(binary.buffer);
  throw new Error('stored avatar bytes are not binary');
}
