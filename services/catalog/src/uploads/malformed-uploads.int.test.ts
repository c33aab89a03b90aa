import { malformedForms, sendMalformedForm } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness } from '../catalog-test-harness';
import { imageModel } from './image-model';
import { MISSING_IMAGE_MESSAGE } from './image-upload-routes';
import { pngPicture } from './test-images';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(() => h.close());

const forms = malformedForms({
  field: 'image',
  filename: 'q.png',
  fileType: 'image/png',
  bytes: await pngPicture(),
  missingFileMessage: MISSING_IMAGE_MESSAGE,
});
const cases = (['question', 'option'] as const).flatMap((kind) => forms.map((form) => ({ kind, ...form })));

describe('malformed question and option image uploads', () => {
  it.each(cases)('$kind image: refuses $name with 400 and stores nothing', async (form) => {
    const images = imageModel(h.connection);
    const before = await images.countDocuments();
    await sendMalformedForm(request(h.app).post(`/api/upload/${form.kind}-image`).set(h.as('admin')), form);
    expect(await images.countDocuments()).toBe(before);
  });
});
