import { type FormUpload, malformedForms } from '../../packages/test-kit/src/malformed-forms';
import { makePng } from '../support';
import type { Caller } from './detectors';
import { httpShot } from './shots';
import type { Shot } from './state-guard';

/**
 * The malformed multipart forms the services' own tests use (packages/test-kit), now sent
 * through the gateway to every upload route by a caller it admits: each must be refused, and
 * none may store what it carried. (Imported by file: test-kit's index needs Vitest.)
 */
const png = makePng(16);
const csv = Buffer.from(
  'questionTextEnglish,optionAEnglish,optionBEnglish,optionCEnglish,optionDEnglish,correctAnswer\nQ,a,b,c,d,A\n',
);

const UPLOADS: readonly [Caller, string, FormUpload][] = [
  [
    'student',
    '/api/upload/profile-image',
    {
      field: 'image',
      filename: 'me.png',
      fileType: 'image/png',
      bytes: png,
      missingFileMessage: 'image file is required',
    },
  ],
  [
    'admin',
    '/api/upload/question-image',
    {
      field: 'image',
      filename: 'q.png',
      fileType: 'image/png',
      bytes: png,
      missingFileMessage: 'image file is required',
    },
  ],
  [
    'admin',
    '/api/upload/option-image',
    {
      field: 'image',
      filename: 'o.png',
      fileType: 'image/png',
      bytes: png,
      missingFileMessage: 'image file is required',
    },
  ],
  [
    'admin',
    '/api/admin/questions/upload',
    {
      field: 'csv',
      filename: 'q.csv',
      fileType: 'text/csv',
      bytes: csv,
      missingFileMessage: 'csv file is required',
    },
  ],
];

export function uploadShots(): Shot[] {
  return UPLOADS.flatMap(([caller, target, upload]) =>
    malformedForms(upload).map((form, i) =>
      httpShot(
        'bodies',
        caller,
        { method: 'POST', target, headers: { 'content-type': form.contentType }, body: form.body },
        { label: `multipart: ${form.name}`, caseIndex: i, mustRefuse: true },
      ),
    ),
  );
}
