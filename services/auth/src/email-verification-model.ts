import { type Connection, type Model, Schema } from 'mongoose';

/**
 * One email-verification link not yet used: `_id` is the SHA-256 of its token (as reset links,
 * password-reset.ts). Deleted when used, with every other link of the account; read by `_id`.
 */
export type EmailVerificationRecord = {
  _id: string;
  userId: string;
  /** The address the link confirms: a link mailed to an older address does not confirm a newer one. */
  email: string;
  createdAt: Date;
  expiresAt: Date;
};

const emailVerificationSchema = new Schema<EmailVerificationRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    email: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'email_verifications', versionKey: false, autoIndex: false, autoCreate: false },
);

export type EmailVerificationModel = Model<EmailVerificationRecord>;

export function emailVerificationModel(connection: Connection): EmailVerificationModel {
  return (
    (connection.models.EmailVerification as EmailVerificationModel | undefined) ??
    connection.model<EmailVerificationRecord>('EmailVerification', emailVerificationSchema)
  );
}
