import { randomUUID } from 'node:crypto';
import {
  EXAM_TYPES,
  type ExamType,
  LANGUAGES,
  type LanguagePreference,
  ROLES,
  type Role,
  type Settings,
} from '@ssc/contracts';
import { type Connection, type Model, Schema } from 'mongoose';

/** A user document as stored in the auth database's `users` collection. */
export type UserRecord = {
  _id: string;
  /** Always lowercased, so the unique index makes emails unique case-insensitively. */
  email: string;
  passwordHash: string;
  displayName: string;
  phone: string | null;
  examPreference: ExamType;
  languagePreference: LanguagePreference;
  avatarUrl: string | null;
  role: Role;
  /** Declared eligible for compensatory time; absent reads as false. */
  compensatoryTime?: boolean;
  /** The address was confirmed through a mailed link (email-verification-routes.ts); absent reads as false. */
  emailVerified?: boolean;
  /** Only the toggles the user has changed; absent ones read as DEFAULT_SETTINGS. */
  settings?: Partial<Settings>;
  /** Last sign-in or app visit, at most hourly precision; drives the admin's Active Users. */
  lastActiveAt?: Date;
  createdAt: Date;
  updatedAt: Date;
};

const settingsSchema = new Schema<Partial<Settings>>(
  {
    notifications: Boolean,
    emailUpdates: Boolean,
    darkMode: Boolean,
    soundEffects: Boolean,
    autoSubmit: Boolean,
  },
  { _id: false },
);

const userSchema = new Schema<UserRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    email: { type: String, required: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    displayName: { type: String, required: true },
    phone: { type: String, default: null },
    examPreference: { type: String, enum: EXAM_TYPES, default: 'SSC_CGL' },
    languagePreference: { type: String, enum: LANGUAGES, default: 'ENGLISH' },
    avatarUrl: { type: String, default: null },
    role: { type: String, enum: ROLES, default: 'student' },
    compensatoryTime: { type: Boolean, default: false },
    emailVerified: { type: Boolean, default: false },
    settings: { type: settingsSchema, default: undefined },
    lastActiveAt: { type: Date, default: undefined },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  // Indexes are created explicitly at startup (ensureAuthIndexes), not by autoIndex in the background.
  { collection: 'users', versionKey: false, autoIndex: false, autoCreate: false },
);
userSchema.index({ email: 1 }, { unique: true, name: 'email_unique' });
userSchema.index({ lastActiveAt: 1 }, { name: 'last_active' });

export type UserModel = Model<UserRecord>;

export function userModel(connection: Connection): UserModel {
  return (
    (connection.models.User as UserModel | undefined) ?? connection.model<UserRecord>('User', userSchema)
  );
}

/** MongoDB (and FerretDB) report a unique-index violation as code 11000. */
export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
