import { z } from 'zod';

/** Any case, spelled out: a JSON Schema `pattern` has no flags, so `/i` would not reach the API document. */
const anyCase = (word: string) =>
  [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('');
const FLAG = new RegExp(
  `^(|${['true', '1', 'yes', 'on', 'false', '0', 'no', 'off'].map(anyCase).join('|')})$`,
);

/** `dryRun` as a form field or query value: true/1/yes/on or false/0/no/off (any case); absent is false. */
export const dryRunFlag = z
  .string({ error: 'dryRun must be true or false' })
  .regex(FLAG, 'dryRun must be true or false')
  .optional()
  .transform((v) => v !== undefined && /^(true|1|yes|on)$/i.test(v));

export const importJobPayload = z.object({
  /** Where the worker reads the uploaded file from (the catalog database). */
  fileId: z.string(),
  fileName: z.string(),
  dryRun: z.boolean(),
  uploadedBy: z.string(),
});
export type ImportJobPayload = z.infer<typeof importJobPayload>;

export const importRowError = z.object({
  /** 1-based data row number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const importResult = z.object({
  dryRun: z.boolean(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  imported: z.number().int(),
  /** Valid rows already in the bank (same content), skipped so re-uploads never duplicate. */
  duplicates: z.number().int(),
  invalidRows: z.number().int(),
  errors: z.array(importRowError),
});
export type ImportResult = z.infer<typeof importResult>;

export const importJobStatus = z.object({
  jobId: z.string(),
  state: z.enum(['waiting', 'active', 'completed', 'failed', 'delayed', 'unknown']),
  progress: z.object({ processed: z.number().int(), total: z.number().int() }),
  fileName: z.string(),
  dryRun: z.boolean(),
  result: importResult.nullable(),
  failedReason: z.string().nullable(),
});
export type ImportJobStatus = z.infer<typeof importJobStatus>;

export const importUploadResponse = z.object({ jobId: z.string(), dryRun: z.boolean() });
export type ImportUploadResponse = z.infer<typeof importUploadResponse>;
