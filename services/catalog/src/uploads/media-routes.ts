import { NotFoundError } from '@ssc/service-kit';
import { sendStoredImage } from '@ssc/service-kit/images';
import { Router } from 'express';
import type { ImageModel, ImageRecord } from './image-model';

const IMAGE_FILE = /^([a-f0-9]{32})\.webp$/;

/** GET /media/questions/:file, public (an <img> sends no token) and cacheable forever. */
export function mediaRoutes(deps: { images: ImageModel }): Router {
  const router = Router();

  router.get('/media/questions/:file', async (req, res) => {
    const id = IMAGE_FILE.exec(req.params.file)?.[1];
    const image = id ? await deps.images.findById(id).lean<ImageRecord>() : null;
    if (!image) throw new NotFoundError('Image not found');
    sendStoredImage(res, image);
  });

  return router;
}
