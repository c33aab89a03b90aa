/**
 * @ssc/web-core/page-api: the API calls only some pages make (the tests list, results and
 * solutions, the dashboard's counters, the admin's catalog and reports, file downloads). A
 * subpath, not the main entry, so none of it lands in the shell's entry chunk, which the exam
 * route downloads (bench/exam-route.ts: about 0.5 KiB brotli of it); the pages that use it bundle
 * it. It reaches the shared client through '@ssc/web-core', the Module Federation singleton.
 */
export { adminApi, testsApi, toQueryString } from './catalogApi';
export { type AdminObjectionFilters, objectionsAdminApi, objectionsApi } from './objectionsApi';
export { isResultProcessing, itemAnalysisCsvPath, resultsAdminApi, resultsApi } from './resultsApi';
export { saveBlob } from './saveBlob';
