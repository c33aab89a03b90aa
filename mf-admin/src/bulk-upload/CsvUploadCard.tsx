import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useMessages,
} from '@ssc/web-core';
import { Checkbox } from '@ssc/web-core/form';
import { type FormEvent, useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { csvProblem } from './csvProblem';
import { ImportStatus } from './ImportStatus';
import { isFinished } from './importOutcome';
import { useImportJob, useUploadCsv } from './useImport';

export function CsvUploadCard() {
  const { _ } = useMessages(adminCatalog);
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadCsv(setJobId);
  const job = useImportJob(jobId);
  const polling = jobId !== null && !job.isError && !isFinished(job.data);
  const running = upload.isPending || polling;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || running) return;
    const found = csvProblem(file, _);
    setProblem(found);
    if (found) return;
    setJobId(null);
    upload.mutate({ file, dryRun });
  };

  // A report belongs to the file it came from: another file starts with a clean card.
  const choose = (next: File | null) => {
    setFile(next);
    setProblem(null);
    setJobId(null);
    upload.reset();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('admin.csv.uploadTitle')}</CardTitle>
        <CardDescription>{_('admin.csv.uploadHint')}</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <form className="form" aria-label={_('admin.csv.uploadForm')} onSubmit={onSubmit}>
          <div className="field">
            <label className="label" htmlFor="csv-file">
              {_('admin.csv.file')}
            </label>
            <input
              id="csv-file"
              type="file"
              accept=".csv,text/csv"
              className="input file-input"
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              aria-describedby={problem ? 'csv-file-hint csv-file-error' : 'csv-file-hint'}
              aria-invalid={problem ? true : undefined}
            />
            <p id="csv-file-hint" className="field__hint">
              {_('admin.csv.fileHint')}
            </p>
            {problem ? (
              <p id="csv-file-error" className="field__error" role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <Checkbox
            label={_('admin.csv.dryRun')}
            checked={dryRun}
            onChange={(e) => setDryRun(e.target.checked)}
          />
          <div className="form-actions">
            <Button type="submit" disabled={!file} loading={running}>
              {running ? _('admin.csv.uploading') : dryRun ? _('admin.csv.validate') : _('admin.csv.upload')}
            </Button>
          </div>
        </form>
        {jobId ? <ImportStatus jobId={jobId} job={job} /> : null}
      </CardContent>
    </Card>
  );
}
