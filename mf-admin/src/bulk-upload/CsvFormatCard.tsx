import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CSV_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  DIFFICULTIES,
  SECTIONS,
  toast,
  useMessages,
} from '@ssc/web-core';
import { adminApi, saveBlob } from '@ssc/web-core/page-api';
import { useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';

/** Spec section 5's CSV format, and the template (downloaded with the admin's token). */
export function CsvFormatCard() {
  const { _ } = useMessages(adminCatalog);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await adminApi.csvTemplate(), 'questions-template.csv');
    } catch {
      toast.error(_('admin.csv.templateFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('admin.csv.formatTitle')}</CardTitle>
        <CardDescription>{_('admin.csv.formatHint')}</CardDescription>
      </CardHeader>
      <CardContent className="stack csv-format">
        <ul>
          <li>
            {_('admin.csv.columns')}{' '}
            {CSV_COLUMNS.map((column, i) => (
              <span key={column}>
                <code>{column}</code>
                {(CSV_REQUIRED_COLUMNS as readonly string[]).includes(column) ? ' *' : ''}
                {i < CSV_COLUMNS.length - 1 ? ', ' : ''}
              </span>
            ))}
          </li>
          <li>{_('admin.csv.required')}</li>
          <li>
            <code>correctAnswer</code> {_('admin.csv.answerRule')}
          </li>
          <li>
            <code>section</code>: {_('admin.csv.sectionRule', { values: SECTIONS.join(', ') })}
          </li>
          <li>
            <code>difficulty</code>: {_('admin.csv.difficultyRule', { values: DIFFICULTIES.join(', ') })}
          </li>
          <li>
            <code>topicTags</code> {_('admin.csv.tagsRule')} <code>["Algebra","Ratio"]</code>
          </li>
          <li>
            <code>marks</code> {_('admin.csv.and')} <code>negativeMarks</code> {_('admin.csv.marksRule')}
          </li>
          <li>{_('admin.csv.encoding')}</li>
        </ul>
        <div>
          <Button variant="secondary" loading={downloading} onClick={download}>
            {_('admin.csv.downloadTemplate')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
