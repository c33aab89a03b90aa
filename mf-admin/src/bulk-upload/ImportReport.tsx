import type { ImportResult } from '@ssc/contracts';
import { Button, TableScroll, toast, useMessages } from '@ssc/web-core';
import { adminApi, saveBlob } from '@ssc/web-core/page-api';
import { useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { rowReason } from './rowReason';

const MAX_ROWS_SHOWN = 200;

function Summary({ result }: { result: ImportResult }) {
  const { _, formatNumber } = useMessages(adminCatalog);
  const items: Array<[string, number]> = [
    ['admin.csv.totalRows', result.totalRows],
    ['admin.csv.valid', result.validRows],
    // A dry run counts the rows it would have imported.
    [result.dryRun ? 'admin.csv.wouldImport' : 'admin.csv.imported', result.imported],
    ['admin.csv.duplicates', result.duplicates],
    ['admin.csv.invalid', result.invalidRows],
  ];
  return (
    <dl className="import-summary" aria-label={_('admin.csv.summary')}>
      {items.map(([label, value]) => (
        <div key={label} className="import-summary__item">
          <dt>{_(label)}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImportReport({ jobId, result }: { jobId: string; result: ImportResult }) {
  const { _, formatNumber } = useMessages(adminCatalog);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await adminApi.importErrorsCsv(jobId), `import-errors-${jobId}.csv`);
    } catch {
      toast.error(_('admin.csv.reportFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="stack">
      {result.dryRun ? (
        <p className="alert" role="note">
          {_('admin.csv.dryRunNote')}
        </p>
      ) : null}
      <Summary result={result} />
      {result.errors.length > 0 ? (
        <div className="stack">
          <div className="row import-errors__head">
            <h4 className="label">
              {_('admin.csv.rowErrorsCount', { count: formatNumber(result.errors.length) })}
            </h4>
            <Button size="sm" variant="outline" loading={downloading} onClick={download}>
              {_('admin.csv.downloadReport')}
            </Button>
          </div>
          <TableScroll label={_('admin.csv.rowErrors')}>
            <table className="table" aria-label={_('admin.csv.rowErrors')}>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {_('admin.csv.row')}
                  </th>
                  <th scope="col">{_('admin.csv.column')}</th>
                  <th scope="col">{_('admin.csv.reason')}</th>
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
                    <td>{rowReason(_, error.reason)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {result.errors.length > MAX_ROWS_SHOWN ? (
            <p className="field__hint">{_('admin.csv.showingFirst', { count: MAX_ROWS_SHOWN })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
