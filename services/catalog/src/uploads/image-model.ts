import { type Connection, type Model, Schema } from 'mongoose';

/**
 * Question and option pictures, re-encoded to WebP (at most 1200 px wide, usually tens of KB)
 * and stored in the catalog database, so the service needs no object store. The id is a hash
 * of the bytes: an identical upload is stored once, and a URL's content never changes.
 */
export type ImageRecord = {
  _id: string;
  kind: 'question' | 'option';
  contentType: string;
  bytes: Buffer;
  uploadedBy: string;
  createdAt: Date;
};

const imageSchema = new Schema<ImageRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    contentType: { type: String, required: true },
    bytes: { type: Buffer, required: true },
    uploadedBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'images', versionKey: false, autoIndex: false },
);

export type ImageModel = Model<ImageRecord>;

export function imageModel(connection: Connection): ImageModel {
  return (
    (connection.models.QuestionImage as ImageModel | undefined) ??
    connection.model<ImageRecord>('QuestionImage', imageSchema)
  );
}
