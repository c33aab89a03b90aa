import {
  identityOf,
  isDuplicateKeyError,
  multipartUpload,
  requireAdmin,
  ValidationError,
} from '@ssc/service-kit';
import { IMAGE_MAX_BYTES, imageUploadErrors, STORED_IMAGE_CONTENT_TYPE } from '@ssc/service-kit/images';
import { Router } from 'express';
import multer from 'multer';
import type { ImageModel } from './image-model';
import { normalizeQuestionImage, questionImageId, questionImageUrl } from './question-image';

export const MISSING_IMAGE_MESSAGE = 'image file is required';

// In memory: at most one 5 MB file per request, re-encoded before storage.
const upload = multipartUpload(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 },
  }).single('image'),
  { field: 'image' },
);

const KINDS = ['question', 'option'] as const;

/** POST /api/upload/question-image and /api/upload/option-image (admin; multipart field `image`) → {imageUrl}. */
export function imageUploadRoutes(deps: { images: ImageModel; clock: () => Date }): Router {
  const router = Router();

  for (const kind of KINDS) {
    const path = `/api/upload/${kind}-image`;
    router.post(path, requireAdmin, upload, async (req, res) => {
      if (!req.file) throw new ValidationError(MISSING_IMAGE_MESSAGE);
      const bytes = await normalizeQuestionImage(req.file.buffer);
      const id = questionImageId(bytes);
      try {
        await deps.images.create({
          _id: id,
          kind,
          contentType: STORED_IMAGE_CONTENT_TYPE,
          bytes,
          uploadedBy: identityOf(req).userId,
          createdAt: deps.clock(),
        });
      } catch (err) {
        // The same picture uploaded again: it is already stored under this id.
        if (!isDuplicateKeyError(err)) throw err;
      }
      res.status(201).json({ imageUrl: questionImageUrl(id) });
    });
    router.use(path, imageUploadErrors({ missingFileMessage: MISSING_IMAGE_MESSAGE, field: 'image' }));
  }

  return router;
}
