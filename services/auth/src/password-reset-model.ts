import { type Connection, type Model, Schema } from 'mongoose';

/**
 * One reset link not yet used: `_id` is the SHA-256 of its token (password-reset.ts). Deleted
 * when used, and with every other link of the account when a password is set; read by `_id`.
 */
export type PasswordResetRecord = {
  _id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
};

const passwordResetSchema = new Schema<PasswordResetRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'password_resets', versionKey: false, autoIndex: false, autoCreate: false },
);

export type PasswordResetModel = Model<PasswordResetRecord>;

export function passwordResetModel(connection: Connection): PasswordResetModel {
  return (
    (connection.models.PasswordReset as PasswordResetModel | undefined) ??
    connection.model<PasswordResetRecord>('PasswordReset', passwordResetSchema)
  );
}
