import type {
  CreateQuestionRequest,
  ReportRequest,
  ResultProcessing,
  Section,
  TestResult,
} from '@ssc/contracts';

/*
 * The types of the subpath @ssc/web-core/page-api (pageApi.ts), apart from its calls: the main
 * entry exports them too, and the calls import that entry (the shared client).
 */

export interface QuestionFilters {
  page?: number;
  limit?: number;
  section?: Section | '';
  difficulty?: string;
  search?: string;
  topic?: string;
}

/** The body of POST /api/admin/questions; the form may also add the new question to a test. */
export type CreateQuestionBody = CreateQuestionRequest;

export type ImageKind = 'question' | 'option';

/** The 202 body of GET /api/test-results/{attemptId} while the attempt is being scored. */
export type { ResultProcessing };

export type ResultResponse = TestResult | ResultProcessing;

export type ReportQuestionBody = ReportRequest;
