import type {
  AdminStats,
  AdminTest,
  ExamType,
  ImportJobStatus,
  ImportUploadResponse,
  Question,
  QuestionInput,
  QuestionsPage,
  Section,
  Test,
  TestInput,
} from '@ssc/contracts';
import { api } from '@ssc/web-core';
import type { CreateQuestionBody, ImageKind, QuestionFilters } from './pageApiTypes';

/** Students' view of the catalogue (spec section 7). */
export const testsApi = {
  list: () => api.get<Test[]>('/api/tests'),
  byExam: (examType: ExamType) => api.get<Test[]>(`/api/tests/exam/${encodeURIComponent(examType)}`),
};

/** Query string without empty values, so "all" filters are simply absent. */
export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function single(field: string, file: File | Blob, fileName?: string): FormData {
  const form = new FormData();
  if (fileName) form.append(field, file, fileName);
  else form.append(field, file);
  return form;
}

const enc = encodeURIComponent;

/** Admin calls (spec section 7, "Admin calls"); the gateway answers 403 to anyone but an admin. */
export const adminApi = {
  stats: () => api.get<AdminStats>('/api/admin/stats'),

  /** Every test (the live-mock form's picker). */
  tests: () => api.get<AdminTest[]>('/api/admin/tests'),
  /** One page of the newest-first list, and how many tests there are in all. */
  testsPage: ({ page, limit }: { page: number; limit: number }, signal?: AbortSignal) =>
    api.getPage<AdminTest>(`/api/admin/tests${toQueryString({ page, limit })}`, signal),
  createTest: (body: TestInput) => api.post<AdminTest>('/api/admin/tests', body),
  updateTest: (id: string, body: TestInput) => api.put<AdminTest>(`/api/admin/tests/${enc(id)}`, body),
  deleteTest: (id: string) => api.delete<void>(`/api/admin/tests/${enc(id)}`),
  testQuestions: (id: string) => api.get<Question[]>(`/api/admin/tests/${enc(id)}/questions`),

  questions: (filters: QuestionFilters, signal?: AbortSignal) =>
    api.get<QuestionsPage>(`/api/admin/questions${toQueryString({ ...filters })}`, signal),
  questionCount: (filters: { section?: Section; topicId?: string }) =>
    api.get<{ count: number }>(`/api/admin/questions/count${toQueryString(filters)}`),
  createQuestion: (body: CreateQuestionBody) => api.post<Question>('/api/admin/questions', body),
  updateQuestion: (id: string, body: QuestionInput) =>
    api.put<Question>(`/api/admin/questions/${enc(id)}`, body),
  deleteQuestion: (id: string) => api.delete<void>(`/api/admin/questions/${enc(id)}`),

  uploadImage: (kind: ImageKind, file: File) =>
    api.upload<{ imageUrl: string }>(`/api/upload/${kind}-image`, single('image', file)),

  uploadCsv: (file: File, dryRun: boolean) => {
    const form = single('csv', file, file.name);
    form.append('dryRun', String(dryRun));
    return api.upload<ImportUploadResponse>('/api/admin/questions/upload', form);
  },
  importJob: (jobId: string, signal?: AbortSignal) =>
    api.get<ImportJobStatus>(`/api/admin/questions/upload/${enc(jobId)}`, signal),
  importErrorsCsv: (jobId: string) => api.getBlob(`/api/admin/questions/upload/${enc(jobId)}/errors.csv`),
  csvTemplate: () => api.getBlob('/api/admin/questions/template.csv'),
};
