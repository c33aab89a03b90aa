import { z } from 'zod';
import { dryRunFlag } from '../catalog-import';
import { CSV_MAX_BYTES, IMAGE_MAX_BYTES } from '../constants';
import type { SuccessResponse } from './operation';

/** A multipart form with one picture in `image`: JPEG, PNG or WebP, under 5 MB (spec section 9). */
export const imageUploadForm = z.object({
  image: z.file().max(IMAGE_MAX_BYTES).mime(['image/jpeg', 'image/png', 'image/webp']),
});

/** POST /api/admin/questions/upload: one CSV file (UTF-8, under 10 MB) in `csv`. */
export const csvUploadForm = z.object({ csv: z.file().max(CSV_MAX_BYTES), dryRun: dryRunFlag });
export const csvUploadQuery = z.object({ dryRun: dryRunFlag });

/** Stored pictures are named by the hash of their bytes. */
export const mediaFileParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.webp$/) });

/** What a stored picture's URL answers: public, and its bytes never change. */
export const mediaResponses: Record<number, SuccessResponse> = {
  200: {
    description: 'The picture',
    body: { bytes: 'image/webp', description: 'WebP image' },
    headers: { ETag: 'The image id', 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
  304: { description: 'Not modified (If-None-Match matched the ETag)' },
};
