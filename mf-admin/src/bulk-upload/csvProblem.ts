import { CSV_MAX_BYTES } from '@ssc/contracts/constants';
import type { Translate } from '../i18n/adminCatalog';

/** Why a chosen file cannot be sent, checked before the upload (the server checks again). */
export function csvProblem(file: Pick<File, 'name' | 'size'>, _: Translate): string | null {
  if (!/\.csv$/i.test(file.name)) return _('admin.csv.notCsv');
  if (file.size > CSV_MAX_BYTES) return _('admin.csv.tooLarge');
  if (file.size === 0) {
    return _('admin.csv.empty', { name: file.name });
  }
  return null;
}
