import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  CSV_MAX_BYTES,
  CSV_TOO_LARGE_MESSAGE,
  toast,
} from '@ssc/web-core';
import { type FormEvent, useState } from 'react';
import { ImportStatus } from './ImportStatus';
import { isFinished } from './importOutcome';
import { useImportJob, useUploadCsv } from './useImport';

/** Why a chosen file cannot be sent, checked before the upload (the server checks again). */
function csvProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return 'Please select a CSV file (.csv)';
  if (file.size > CSV_MAX_BYTES) return CSV_TOO_LARGE_MESSAGE;
  if (file.size === 0) return 'The selected file is empty';
  return null;
}

export function CsvUploadCard() {
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useUploadCsv(setJobId);
  const job = useImportJob(jobId);
  const polling = jobId !== null && !job.isError && !isFinished(job.data);
  const running = upload.isPending || polling;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || running) return;
    const problem = csvProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setJobId(null);
    upload.mutate({ file, dryRun });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload Questions CSV</CardTitle>
        <CardDescription>
          Rows are checked one by one; valid rows are imported and every problem is reported with its row and
          column.
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <form className="form" aria-label="Upload questions CSV" onSubmit={onSubmit}>
          <div className="field">
            <label className="label" htmlFor="csv-file">
              CSV file
            </label>
            <input
              id="csv-file"
              type="file"
              accept=".csv,text/csv"
              className="input file-input"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              aria-describedby="csv-file-hint"
            />
            <p id="csv-file-hint" className="field__hint">
              UTF-8 encoded, at most 10 MB.
            </p>
          </div>
          <Checkbox
            label="Dry run (validate only)"
            checked={dryRun}
            onChange={(e) => setDryRun(e.target.checked)}
          />
          <div className="form-actions">
            <Button type="submit" disabled={!file} loading={running}>
              {running ? 'Uploading...' : dryRun ? 'Validate CSV' : 'Upload'}
            </Button>
          </div>
        </form>
        {jobId ? <ImportStatus jobId={jobId} job={job} /> : null}
      </CardContent>
    </Card>
  );
}
