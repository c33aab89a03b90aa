import { type Connection, type Model, Schema } from 'mongoose';

/**
 * An uploaded CSV waiting for the import worker. Kept in the catalog database rather than on
 * disk so the API and the worker need no shared volume; the 10 MB upload limit keeps it well
 * under the 16 MB document limit. The worker deletes it once the import is over.
 */
export type ImportFileDoc = {
  _id: string;
  fileName: string;
  size: number;
  uploadedBy: string;
  bytes: Buffer;
  createdAt: Date;
};

const importFileSchema = new Schema<ImportFileDoc>(
  {
    _id: { type: String, required: true },
    fileName: { type: String, required: true },
    size: { type: Number, required: true },
    uploadedBy: { type: String, required: true },
    bytes: { type: Buffer, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'import_files', versionKey: false, autoIndex: false },
);

export type ImportFileModel = Model<ImportFileDoc>;

export function importFileModel(connection: Connection): ImportFileModel {
  return (
    (connection.models.ImportFile as ImportFileModel | undefined) ??
    connection.model<ImportFileDoc>('ImportFile', importFileSchema)
  );
}
