import { type Connection, type Model, Schema } from 'mongoose';

/**
 * Processed avatar images, stored in the auth database itself: they are small (256x256 WebP,
 * a few KB) and this keeps the service free of a separate object store.
 */
export type AvatarImageRecord = {
  /** Content hash of owner + bytes: the URL changes whenever the image does, so it can be cached forever. */
  _id: string;
  ownerId: string;
  contentType: string;
  bytes: Buffer;
  createdAt: Date;
};

const avatarImageSchema = new Schema<AvatarImageRecord>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    contentType: { type: String, required: true },
    bytes: { type: Buffer, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'images', versionKey: false, autoIndex: false, autoCreate: false },
);
avatarImageSchema.index({ ownerId: 1 }, { name: 'owner' });

export type AvatarImageModel = Model<AvatarImageRecord>;

export function avatarImageModel(connection: Connection): AvatarImageModel {
  return (
    (connection.models.AvatarImage as AvatarImageModel | undefined) ??
    connection.model<AvatarImageRecord>('AvatarImage', avatarImageSchema)
  );
}
