import { type Connection, type Model, Schema } from 'mongoose';

/**
 * One signed-in device: `_id` is the session id the access tokens name; the refresh token's
 * secret is kept only as a SHA-256 hash. Read by `_id` only (FerretDB indexes nothing else
 * well); expired sessions are refused on read and swept now and then (sessions.ts).
 */
export type SessionRecord = {
  _id: string;
  userId: string;
  refreshHash: string;
  createdAt: Date;
  expiresAt: Date;
};

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    refreshHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false, autoIndex: false, autoCreate: false },
);

export type SessionModel = Model<SessionRecord>;

export function sessionModel(connection: Connection): SessionModel {
  return (
    (connection.models.Session as SessionModel | undefined) ??
    connection.model<SessionRecord>('Session', sessionSchema)
  );
}
