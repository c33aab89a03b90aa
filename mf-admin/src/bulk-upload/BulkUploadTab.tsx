import { CsvFormatCard } from './CsvFormatCard';
import { CsvUploadCard } from './CsvUploadCard';
import './bulk-upload.css';

export default function BulkUploadTab() {
  return (
    <div className="admin-tab bulk-upload-tab">
      <CsvUploadCard />
      <CsvFormatCard />
    </div>
  );
}
