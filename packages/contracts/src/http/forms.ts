import { z } from 'zod';
import { dryRunFlag } from '../catalog-import';
import { CSV_MAX_BYTES, IMAGE_MAX_BYTES } from '../constants';
import { type Body, named, type SuccessResponse } from './operation';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A multipart form with one picture in `image`: JPEG, PNG or WebP, under 5 MB (spec section 9).
 * No other part: the service refuses one.
 */
export const imageUploadForm = z.strictObject({ image: z.file().max(IMAGE_MAX_BYTES).mime(IMAGE_TYPES) });
export const imageUploadBody: Body = {
  multipart: named('ImageUploadForm', imageUploadForm),
  encoding: { image: { contentType: IMAGE_TYPES.join(', ') } },
};

/**
 * POST /api/admin/questions/upload: one CSV file in `csv` (a `.csv` name, UTF-8 text, under
 * 10 MB, a header row naming at least the columns of the template), `dryRun` optionally.
 */
export const csvUploadForm = z.strictObject({
  csv: z.file().max(CSV_MAX_BYTES).mime(['text/csv']).meta({
    description:
      "A file named *.csv: UTF-8 text without NUL, a header row naming at least the template's columns, at least one row",
  }),
  dryRun: dryRunFlag,
});
export const csvUploadBody: Body = {
  multipart: named('CsvUploadForm', csvUploadForm),
  encoding: { csv: { contentType: 'text/csv', filename: 'questions.csv' } },
};
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
