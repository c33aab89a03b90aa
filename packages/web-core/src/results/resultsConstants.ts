import { REPORT_REASON_LABELS, REPORT_REASONS, SECTION_CUTOFF_RATIO } from '@ssc/contracts/constants';

/* The contracts' values (the zod-free entry), under the names the screens use. */
export { REPORT_REASON_LABELS, REPORT_REASONS, SECTION_CUTOFF_RATIO };

export type ReportReason = (typeof REPORT_REASONS)[number];
