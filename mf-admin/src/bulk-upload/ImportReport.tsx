import type { ImportResult } from '@ssc/contracts';
import { adminApi, Button, saveBlob, toast } from '@ssc/web-core';
import { useState } from 'react';

const MAX_ROWS_SHOWN = 200;

function Summary({ result }: { result: ImportResult }) {
  const items: Array<[string, number]> = [
    ['Total rows', result.totalRows],
    ['Valid', result.validRows],
    // A dry run counts the rows it would have imported.
    [result.dryRun ? 'Would import' : 'Imported', result.imported],
    ['Duplicates', result.duplicates],
    ['Invalid', result.invalidRows],
  ];
  return (
    <dl className="import-summary" aria-label="Import summary">
      {items.map(([label, value]) => (
        <div key={label} className="import-summary__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImportReport({ jobId, result }: { jobId: string; result: ImportResult }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await adminApi.importErrorsCsv(jobId), `import-errors-${jobId}.csv`);
    } catch {
      toast.error('The error report could not be downloaded');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="stack">
      {result.dryRun ? (
        <p className="alert" role="note">
          Dry run: nothing was imported.
        </p>
      ) : null}
      <Summary result={result} />
      {result.errors.length > 0 ? (
        <div className="stack">
          <div className="row import-errors__head">
            <h4 className="label">Row errors ({result.errors.length})</h4>
            <Button size="sm" variant="outline" loading={downloading} onClick={download}>
              Download error report (CSV)
            </Button>
          </div>
          <div className="table-wrap">
            <table className="table" aria-label="Row errors">
              <thead>
                <tr>
                  <th scope="col" className="num">
                    Row
                  </th>
                  <th scope="col">Column</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {result.errors.slice(0, MAX_ROWS_SHOWN).map((error, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several errors in one column
                  <tr key={`${error.row}-${error.column}-${index}`}>
                    <td className="num">{error.row}</td>
                    <td>
                      <code>{error.column}</code>
                    </td>
                    <td>{error.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.errors.length > MAX_ROWS_SHOWN ? (
            <p className="field__hint">
              Showing the first {MAX_ROWS_SHOWN} errors; download the report for all of them.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
