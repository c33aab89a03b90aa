import { z } from 'zod';
import { adminStats } from '../admin-stats';
import {
  adminQuestionsQuery,
  adminTest,
  adminTestsQuery,
  createQuestionRequest,
  duplicateQuestionError,
  question,
  questionCount,
  questionCountQuery,
  questionInput,
  questionInUseError,
  questionsPage,
  studentQuestion,
  test,
  testInput,
  testQuestionsQuery,
  testsByExamParams,
  testTemplate,
  uploadImageResponse,
} from '../catalog';
import { importJobStatus, importUploadResponse } from '../catalog-import';
import { errorBody } from '../errors';
import { testNotOpen } from '../live-mocks';
import { csvUploadBody, csvUploadQuery, imageUploadBody, mediaFileParams, mediaResponses } from './forms';
import { type HttpOperation, jsonBody, linkTo, named, type ServiceOperations } from './operation';

/** Catalog ids are looked up as given: any other id is a 404. */
const byId = z.object({ id: z.string().min(1) });
/** Import jobs are named by a UUID; anything else is a 404. */
const importJob = z.object({ jobId: z.uuid() });
const revalidated = {
  ETag: 'Tag of this exact body',
  'Cache-Control': 'private, no-cache (revalidate with If-None-Match)',
};
/** The body is right in itself but not against what the bank holds now (test-rules.ts). */
const bankConflict =
  'The body disagrees with the bank (the message names the field): a question does not exist (deleted meanwhile), a full-length test has no questions of a main section, a question is in no timed block, or totalMarks is not what the questions carry under sectionMarking';

const imageUpload = (kind: 'question' | 'option'): HttpOperation => ({
  operationId: `upload${kind === 'question' ? 'Question' : 'Option'}Image`,
  method: 'post',
  path: `/api/upload/${kind}-image`,
  summary: `Store an image for a ${kind} (re-encoded as WebP)`,
  body: imageUploadBody,
  responses: {
    201: { description: 'The image URL', body: jsonBody('UploadImageResponse', uploadImageResponse) },
  },
});

export const catalogOperations: ServiceOperations = {
  service: 'catalog',
  operations: [
    {
      operationId: 'listTests',
      method: 'get',
      path: '/api/tests',
      summary: 'Every test, newest first',
      responses: { 200: { description: 'The tests', body: jsonBody('TestList', z.array(test)) } },
    },
    {
      operationId: 'listTestsByExam',
      method: 'get',
      path: '/api/tests/exam/{examType}',
      summary: 'The tests of one exam, newest first',
      params: testsByExamParams,
      responses: { 200: { description: 'The tests', body: jsonBody('TestList', z.array(test)) } },
    },
    {
      operationId: 'getTest',
      method: 'get',
      path: '/api/tests/{id}',
      summary: 'One test',
      params: byId,
      responses: { 200: { description: 'The test', body: jsonBody('Test', test) } },
      errors: { 404: 'No such test' },
    },
    {
      operationId: 'getTestQuestions',
      method: 'get',
      path: '/api/test-questions/{testId}',
      summary: "A test's questions without answers or explanations, in test order",
      description:
        'With `ids`, those questions in that order (an attempt frozen before the test was edited).',
      params: z.object({ testId: z.string().min(1) }),
      query: testQuestionsQuery,
      responses: {
        200: {
          description: 'The questions',
          body: jsonBody('StudentQuestionList', z.array(studentQuestion)),
          headers: revalidated,
        },
        304: { description: 'Not modified (If-None-Match matched the ETag)' },
      },
      errors: {
        404: 'No such test',
        409: {
          description:
            'The test belongs to a live mock that has not started (TEST_NOT_OPEN, "This test opens at {time}", with `opensAt`)',
          body: named('TestNotOpen', testNotOpen),
        },
      },
    },
    {
      operationId: 'adminListTests',
      method: 'get',
      path: '/api/admin/tests',
      summary: 'The tests with their question ids, newest first: all of them, or one page',
      query: adminTestsQuery,
      responses: {
        200: {
          description: 'The tests (the page asked for, or every test)',
          body: jsonBody('AdminTestList', z.array(adminTest)),
          headers: { 'X-Total-Count': 'How many tests there are in all' },
        },
      },
    },
    {
      operationId: 'adminListTestTemplates',
      method: 'get',
      path: '/api/admin/test-templates',
      summary: 'Real SSC exam patterns (CBT mode, timed blocks, marking) a new test can start from',
      responses: {
        200: { description: 'The templates', body: jsonBody('TestTemplateList', z.array(testTemplate)) },
      },
    },
    {
      operationId: 'createTest',
      method: 'post',
      path: '/api/admin/tests',
      summary: 'Create a test from questions of the bank',
      body: jsonBody('TestInput', testInput),
      responses: {
        201: {
          description: 'The new test',
          body: jsonBody('AdminTest', adminTest),
          links: {
            UpdateTest: linkTo('updateTest', { 'path.id': '/id' }),
            DeleteTest: linkTo('deleteTest', { 'path.id': '/id' }),
            GetQuestions: linkTo('adminGetTestQuestions', { 'path.id': '/id' }),
            GetTest: linkTo('getTest', { 'path.id': '/id' }),
          },
        },
      },
      errors: { 409: bankConflict },
    },
    {
      operationId: 'updateTest',
      method: 'put',
      path: '/api/admin/tests/{id}',
      summary: 'Replace a test',
      params: byId,
      body: jsonBody('TestInput', testInput),
      responses: { 200: { description: 'The test', body: jsonBody('AdminTest', adminTest) } },
      errors: { 404: 'No such test', 409: bankConflict },
    },
    {
      operationId: 'deleteTest',
      method: 'delete',
      path: '/api/admin/tests/{id}',
      summary: 'Delete a test (attempts keep their snapshot of it)',
      params: byId,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'No such test' },
    },
    {
      operationId: 'adminGetTestQuestions',
      method: 'get',
      path: '/api/admin/tests/{id}/questions',
      summary: "A test's questions with answers and explanations, in test order",
      params: byId,
      responses: { 200: { description: 'The questions', body: jsonBody('QuestionList', z.array(question)) } },
      errors: { 404: 'No such test' },
    },
    {
      operationId: 'listQuestions',
      method: 'get',
      path: '/api/admin/questions',
      summary: 'A page of the question bank, filtered and searched',
      query: adminQuestionsQuery,
      responses: {
        200: {
          description: 'The page',
          body: jsonBody('QuestionsPage', questionsPage),
          headers: revalidated,
        },
        304: { description: 'Not modified (If-None-Match matched the ETag)' },
      },
    },
    {
      operationId: 'countQuestions',
      method: 'get',
      path: '/api/admin/questions/count',
      summary: 'How many questions a section or topic has',
      query: questionCountQuery,
      responses: { 200: { description: 'The count', body: jsonBody('QuestionCount', questionCount) } },
    },
    {
      operationId: 'createQuestion',
      method: 'post',
      path: '/api/admin/questions',
      summary: 'Add a question to the bank, optionally to a test too',
      body: jsonBody('CreateQuestionRequest', createQuestionRequest),
      responses: {
        201: {
          description: 'The new question',
          body: jsonBody('Question', question),
          links: {
            UpdateQuestion: linkTo('updateQuestion', { 'path.id': '/id' }),
            DeleteQuestion: linkTo('deleteQuestion', { 'path.id': '/id' }),
          },
        },
      },
      errors: {
        409: {
          description:
            'The bank already holds a question with this content (its id is given); or, adding it to a test, the test is gone or has no timed block for its section (the field is named)',
          body: named('CreateQuestionConflict', z.union([duplicateQuestionError, errorBody])),
        },
      },
    },
    {
      operationId: 'updateQuestion',
      method: 'put',
      path: '/api/admin/questions/{id}',
      summary: 'Replace a question (tests using it change with it)',
      params: byId,
      body: jsonBody('QuestionInput', questionInput),
      responses: { 200: { description: 'The question', body: jsonBody('Question', question) } },
      errors: {
        404: 'No such question',
        409: {
          description:
            'The bank already holds a question with this content (its id is given), or the new section is in no timed block of a test that uses the question (the tests are named)',
          body: named('UpdateQuestionConflict', z.union([duplicateQuestionError, questionInUseError])),
        },
      },
    },
    {
      operationId: 'deleteQuestion',
      method: 'delete',
      path: '/api/admin/questions/{id}',
      summary: 'Delete a question no test uses',
      params: byId,
      responses: { 204: { description: 'Deleted' } },
      errors: {
        404: 'No such question',
        409: {
          description: 'Tests use the question (they are named)',
          body: named('QuestionInUseError', questionInUseError),
        },
      },
    },
    {
      operationId: 'questionTemplateCsv',
      method: 'get',
      path: '/api/admin/questions/template.csv',
      summary: 'The sample CSV for bulk import',
      responses: {
        200: { description: 'The template', body: { bytes: 'text/csv', description: 'CSV, UTF-8' } },
      },
    },
    {
      operationId: 'uploadQuestionsCsv',
      method: 'post',
      path: '/api/admin/questions/upload',
      summary: 'Queue a CSV import (or a dry run that only validates)',
      description: '`dryRun` may come as a form field or in the query.',
      query: csvUploadQuery,
      body: csvUploadBody,
      responses: {
        202: {
          description: 'The import job',
          body: jsonBody('ImportUploadResponse', importUploadResponse),
          links: {
            GetImportJob: linkTo('getImportJob', { 'path.jobId': '/jobId' }),
            GetImportErrors: linkTo('getImportErrorsCsv', { 'path.jobId': '/jobId' }),
          },
        },
      },
    },
    {
      operationId: 'getImportJob',
      method: 'get',
      path: '/api/admin/questions/upload/{jobId}',
      summary: 'Progress and result of a CSV import',
      params: importJob,
      responses: { 200: { description: 'The job', body: jsonBody('ImportJobStatus', importJobStatus) } },
      errors: { 404: 'No such import job' },
    },
    {
      operationId: 'getImportErrorsCsv',
      method: 'get',
      path: '/api/admin/questions/upload/{jobId}/errors.csv',
      summary: 'The rows a finished import refused, with column and reason',
      params: importJob,
      responses: {
        200: {
          description: 'The row errors',
          body: { bytes: 'text/csv', description: 'CSV, UTF-8 with BOM' },
        },
      },
      errors: { 404: 'No such import job', 409: 'The import has not finished yet' },
    },
    {
      operationId: 'adminStats',
      method: 'get',
      path: '/api/admin/stats',
      summary: 'Platform figures for the admin stat cards and Settings tab',
      responses: { 200: { description: 'The figures', body: jsonBody('AdminStats', adminStats) } },
    },
    imageUpload('question'),
    imageUpload('option'),
    {
      operationId: 'getQuestionImage',
      method: 'get',
      path: '/media/questions/{file}',
      summary: 'A question or option image',
      params: mediaFileParams,
      responses: mediaResponses,
      errors: { 404: 'No such picture' },
    },
  ],
};
