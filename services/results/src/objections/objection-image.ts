import { createHash } from 'node:crypto';
import { identityOf, multipartUpload, NotFoundError, requireUser, ValidationError } from '@ssc/service-kit';
import {
  IMAGE_MAX_BYTES,
  imageUploadErrors,
  reencodeImage,
  STORED_IMAGE_CONTENT_TYPE,
  sendStoredImage,
} from '@ssc/service-kit/images';
import { Router } from 'express';
import multer from 'multer';
import type { ResultsCollections } from '../store/collections';

export const MISSING_IMAGE_MESSAGE = 'image file is required';
export const INVALID_OBJECTION_IMAGE_MESSAGE = 'Please select a valid image file (JPEG, PNG, or WebP)';
/** Wide enough to read a screenshot of a question; phones scale it down. */
export const OBJECTION_IMAGE_MAX_WIDTH = 1200;

const FILE = /^([a-f0-9]{32})\.webp$/;
export const objectionImageUrl = (id: string) => `/media/objections/${id}.webp`;
/** The id of a URL this service gave out, else null. */
export const objectionImageIdOf = (url: string): string | null =>
  FILE.exec(url.startsWith('/media/objections/') ? url.slice('/media/objections/'.length) : '')?.[1] ?? null;

// In memory: at most one 5 MB file per request, re-encoded before storage (as the other uploads).
const upload = multipartUpload(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 },
  }).single('image'),
  { field: 'image' },
);

/**
 * POST /api/upload/objection-image (a signed-in student; multipart field `image`) → 201
 * {imageUrl}, and GET /media/objections/:file, public like the other media (an <img> sends no
 * token). The picture is decoded and re-encoded (no EXIF, no trailing bytes) and stored under a
 * hash of its owner and bytes: an objection may cite only its own student's pictures.
 */
export function objectionImageRoutes(deps: {
  cols: Pick<ResultsCollections, 'objectionImages'>;
  clock: () => Date;
}) {
  const router = Router();
  const images = deps.cols.objectionImages;

  router.post('/api/upload/objection-image', requireUser, upload, async (req, res) => {
    if (!req.file) throw new ValidationError(MISSING_IMAGE_MESSAGE);
    const ownerId = identityOf(req).userId;
    const bytes = await reencodeImage(req.file.buffer, {
      invalidMessage: INVALID_OBJECTION_IMAGE_MESSAGE,
      resize: (image) => image.resize({ width: OBJECTION_IMAGE_MAX_WIDTH, withoutEnlargement: true }),
    });
    const id = createHash('sha256').update(ownerId).update('\0').update(bytes).digest('hex').slice(0, 32);
    // The same picture again is the same document: stored once.
    await images.replaceOne(
      { _id: id },
      {
        ownerId,
        contentType: STORED_IMAGE_CONTENT_TYPE,
        bytes,
        createdAt: deps.clock().toISOString(),
      },
      { upsert: true },
    );
    res.status(201).json({ imageUrl: objectionImageUrl(id) });
  });
  router.use(
    '/api/upload/objection-image',
    imageUploadErrors({ missingFileMessage: MISSING_IMAGE_MESSAGE, field: 'image' }),
  );

  router.get('/media/objections/:file', async (req, res) => {
    const id = FILE.exec(req.params.file)?.[1];
    const image = id ? await images.findOne({ _id: id }) : null;
    if (!image) throw new NotFoundError('Image not found');
    sendStoredImage(res, image);
  });

  return router;
}
