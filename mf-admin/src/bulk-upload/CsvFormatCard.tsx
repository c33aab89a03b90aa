import {
  adminApi,
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
  saveBlob,
  toast,
} from '@ssc/web-core';
import { useState } from 'react';

/** Spec section 5's CSV format, and the template (downloaded with the admin's token). */
export function CsvFormatCard() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await adminApi.csvTemplate(), 'questions-template.csv');
    } catch {
      toast.error('Failed to download the CSV template');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>CSV Format Requirements</CardTitle>
        <CardDescription>One question per row, with a header row naming the columns.</CardDescription>
      </CardHeader>
      <CardContent className="stack csv-format">
        <ul>
          <li>
            Columns:{' '}
            {CSV_COLUMNS.map((column, i) => (
              <span key={column}>
                <code>{column}</code>
                {(CSV_REQUIRED_COLUMNS as readonly string[]).includes(column) ? ' *' : ''}
                {i < CSV_COLUMNS.length - 1 ? ', ' : ''}
              </span>
            ))}
          </li>
          <li>Columns marked * are required in every row.</li>
          <li>
            <code>correctAnswer</code> is one of A, B, C or D.
          </li>
          <li>
            <code>section</code>: {SECTIONS.join(', ')} (empty means GENERAL).
          </li>
          <li>
            <code>difficulty</code>: {DIFFICULTIES.join(', ')} (empty means MEDIUM).
          </li>
          <li>
            <code>topicTags</code> is a JSON list, e.g. <code>["Algebra","Ratio"]</code>.
          </li>
          <li>
            <code>marks</code> and <code>negativeMarks</code> are optional numbers in steps of 0.25.
          </li>
          <li>The file is UTF-8 encoded (Hindi text included) and at most 10 MB.</li>
        </ul>
        <div>
          <Button variant="secondary" loading={downloading} onClick={download}>
            Download Sample CSV Template
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
