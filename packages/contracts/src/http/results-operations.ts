import { z } from 'zod';
import {
  adminObjectionList,
  adminObjectionsQuery,
  answerKeyRevision,
  createObjectionBody,
  createRevisionBody,
  objection,
  objectionList,
} from '../answer-key';
import { uploadImageResponse } from '../catalog';
import { idField } from '../ids';
import { itemAnalysisQuery, itemAnalysisReport } from '../item-analysis';
import { leaderboard, leaderboardQuery, resultsNotReleased } from '../live-mocks';
import { mistakeDeckSummary, mistakeMockCreated } from '../mistake-deck';
import {
  bookmark,
  bookmarkRequest,
  dashboardStats,
  deadLetter,
  deadLetterId,
  deadLetterRetry,
  questionReport,
  reportRequest,
  resultProcessing,
  solutionsResponse,
  testResult,
  userAttempt,
  userAttemptsQuery,
} from '../results';
import { imageUploadBody, mediaFileParams, mediaResponses } from './forms';
import { jsonBody, linkTo, named, type ServiceOperations } from './operation';

const attempt = z.object({ attemptId: idField('attemptId') });
const notYours = 'No such attempt of the caller';
const notReleased = (what: string) => ({
  description: `${what} of a live mock before its results are released (the body says when)`,
  body: named('ResultsNotReleased', resultsNotReleased),
});

export const resultsOperations: ServiceOperations = {
  service: 'results',
  operations: [
    {
      operationId: 'getTestResult',
      method: 'get',
      path: '/api/test-results/{attemptId}',
      summary: 'The result of a submitted attempt, with its live rank and percentile',
      params: attempt,
      responses: {
        200: { description: 'The result', body: jsonBody('TestResult', testResult) },
        202: {
          description: 'Submitted and being scored',
          body: jsonBody('ResultProcessing', resultProcessing),
        },
      },
      errors: { 404: notYours, 409: notReleased('An attempt') },
    },
    {
      operationId: 'getTestSolutions',
      method: 'get',
      path: '/api/test-solutions/{attemptId}',
      summary: 'Every question of a scored attempt with its answer, explanation and outcome',
      params: attempt,
      responses: {
        200: { description: 'The solutions', body: jsonBody('SolutionsResponse', solutionsResponse) },
      },
      errors: {
        404: `${notYours}, or it is still being scored`,
        409: notReleased('An attempt'),
      },
    },
    {
      operationId: 'getLiveMockLeaderboard',
      method: 'get',
      path: '/api/live-mocks/{id}/leaderboard',
      summary: "A live mock's ranking among its live takers: the top entries and the caller's place",
      params: z.object({ id: idField('id') }),
      query: leaderboardQuery,
      responses: { 200: { description: 'The leaderboard', body: jsonBody('Leaderboard', leaderboard) } },
      errors: { 404: 'No such live mock (or it was cancelled)', 409: notReleased('The leaderboard') },
    },
    {
      operationId: 'getDashboardStats',
      method: 'get',
      path: '/api/dashboard-stats',
      summary: "The caller's progress figures and recent attempts",
      responses: { 200: { description: 'The figures', body: jsonBody('DashboardStats', dashboardStats) } },
    },
    {
      operationId: 'listUserAttempts',
      method: 'get',
      path: '/api/user-attempts',
      summary: "The caller's submitted attempts, newest first",
      query: userAttemptsQuery,
      responses: {
        200: { description: 'The attempts', body: jsonBody('UserAttemptList', z.array(userAttempt)) },
      },
    },
    {
      operationId: 'listBookmarks',
      method: 'get',
      path: '/api/question-bookmarks',
      summary: "The caller's saved questions, newest first",
      responses: { 200: { description: 'The bookmarks', body: jsonBody('BookmarkList', z.array(bookmark)) } },
    },
    {
      operationId: 'saveBookmark',
      method: 'post',
      path: '/api/question-bookmarks',
      summary: 'Save a question (idempotent: a saved one answers as first saved)',
      body: jsonBody('BookmarkRequest', bookmarkRequest),
      responses: {
        201: {
          description: 'The bookmark',
          body: jsonBody('Bookmark', bookmark),
          links: { RemoveBookmark: linkTo('removeBookmark', { 'path.questionId': '/questionId' }) },
        },
      },
      errors: { 404: 'No such question', 409: 'The caller has reached the limit of saved questions' },
    },
    {
      operationId: 'removeBookmark',
      method: 'delete',
      path: '/api/question-bookmarks/{questionId}',
      summary: 'Forget a saved question (also when it was not saved)',
      params: z.object({ questionId: idField('questionId') }),
      responses: { 204: { description: 'Not saved any more' } },
    },
    {
      operationId: 'getMistakeDeck',
      method: 'get',
      path: '/api/mistake-deck',
      summary: "The caller's mistake deck: questions due for review, waiting and retired",
      responses: {
        200: { description: 'The deck', body: jsonBody('MistakeDeckSummary', mistakeDeckSummary) },
      },
    },
    {
      operationId: 'createMistakeMock',
      method: 'post',
      path: '/api/mistake-deck/mini-mock',
      summary: "A mini-mock of the caller's due questions (oldest due first), to sit like any test",
      responses: {
        201: {
          description: 'The generated test',
          body: jsonBody('MistakeMockCreated', mistakeMockCreated),
          links: {
            GetTest: linkTo('getTest', { 'path.id': '/testId' }),
            GetTestQuestions: linkTo('getTestQuestions', { 'path.testId': '/testId' }),
          },
        },
      },
      errors: { 409: 'No question of the deck is due yet' },
    },
    {
      operationId: 'reportQuestion',
      method: 'post',
      path: '/api/question-reports',
      summary: "Report a problem with a question (replaces the caller's earlier report of it)",
      body: jsonBody('ReportRequest', reportRequest),
      responses: { 201: { description: 'The report', body: jsonBody('QuestionReport', questionReport) } },
      errors: { 404: 'No such question' },
    },
    {
      operationId: 'listQuestionReports',
      method: 'get',
      path: '/api/admin/question-reports',
      summary: 'The newest question reports',
      responses: {
        200: { description: 'The reports', body: jsonBody('QuestionReportList', z.array(questionReport)) },
      },
    },
    {
      operationId: 'createObjection',
      method: 'post',
      path: '/api/objections',
      summary:
        "Object to a question's answer key, after the results are visible (a live mock: within its window after the release)",
      body: jsonBody('CreateObjectionBody', createObjectionBody),
      responses: { 201: { description: 'The objection', body: jsonBody('Objection', objection) } },
      errors: {
        400: 'Bad input, or the question is not in the attempt (code QUESTION_NOT_IN_ATTEMPT)',
        404: notYours,
        409: 'Outside the window (code OBJECTION_WINDOW_CLOSED; RESULTS_NOT_RELEASED before the release), or already objected to this question (code OBJECTION_EXISTS)',
      },
    },
    {
      operationId: 'listObjections',
      method: 'get',
      path: '/api/objections',
      summary: "The caller's objections to the questions of an attempt's test, with their status and ruling",
      query: attempt,
      responses: { 200: { description: 'The objections', body: jsonBody('ObjectionList', objectionList) } },
      errors: { 404: notYours },
    },
    {
      operationId: 'uploadObjectionImage',
      method: 'post',
      path: '/api/upload/objection-image',
      summary: "An objection's evidence picture (re-encoded as a WebP at most 1200 px wide)",
      body: imageUploadBody,
      responses: {
        201: { description: 'The image URL', body: jsonBody('UploadImageResponse', uploadImageResponse) },
      },
    },
    {
      operationId: 'getObjectionImage',
      method: 'get',
      path: '/media/objections/{file}',
      summary: "An objection's evidence picture",
      params: mediaFileParams,
      responses: mediaResponses,
      errors: { 404: 'No such picture' },
    },
    {
      operationId: 'listAdminObjections',
      method: 'get',
      path: '/api/admin/objections',
      summary:
        'Questions with objections, one row each, with the counts by reason, the texts, the key and the latest ruling',
      query: adminObjectionsQuery,
      responses: {
        200: { description: 'The rows', body: jsonBody('AdminObjectionList', adminObjectionList) },
      },
    },
    {
      operationId: 'listDeadLetters',
      method: 'get',
      path: '/api/admin/dead-letters',
      summary: 'What scoring could not handle, newest first',
      responses: {
        200: { description: 'The dead letters', body: jsonBody('DeadLetterList', z.array(deadLetter)) },
      },
    },
    {
      operationId: 'getItemAnalysis',
      method: 'get',
      path: '/api/admin/tests/{id}/item-analysis',
      summary: "A test's item analysis from first attempts (JSON; `?format=csv` the question table as CSV)",
      description:
        'Computed in the background shortly after first attempts are scored (docs/item-analysis.md). ' +
        'With `format=csv` the answer is `text/csv` (UTF-8 with BOM), one row per question with five columns per option, ' +
        'as the attachment `item-analysis-{id}.csv`.',
      params: z.object({ id: idField('id') }),
      query: itemAnalysisQuery,
      responses: {
        200: { description: 'The report', body: jsonBody('ItemAnalysisReport', itemAnalysisReport) },
      },
      errors: { 404: 'No report for this test yet (none of its first attempts scored, or not computed yet)' },
    },
    {
      operationId: 'retryDeadLetter',
      method: 'post',
      path: '/api/admin/dead-letters/{id}/retry',
      summary: 'Queue a dead scoring job again',
      params: z.object({ id: deadLetterId }),
      responses: {
        202: {
          description: 'Queued; the letter is removed',
          body: jsonBody('DeadLetterRetry', deadLetterRetry),
        },
      },
      errors: {
        404: 'No such dead letter',
        409: 'The letter is not a scoring job, or its payload cannot be retried',
      },
    },
    {
      operationId: 'createAnswerKeyRevision',
      method: 'post',
      path: '/api/admin/answer-key-revisions',
      summary: "Rule on a question's answer key; every affected result is re-scored (docs/answer-key.md)",
      body: jsonBody('CreateRevisionBody', createRevisionBody),
      responses: {
        202: {
          description: 'Recorded; the re-scoring runs in the scoring worker',
          body: jsonBody('RevisionCreated', z.object({ id: z.string() })),
          links: { GetRevision: linkTo('getAnswerKeyRevision', { 'path.id': '/id' }) },
        },
      },
      errors: {
        400: 'No note (REVISION_NOTE_REQUIRED), the question is not in the test (QUESTION_NOT_IN_TEST), CHANGE without exactly one new key (REVISION_CHANGE_ANSWER), ACCEPT_MULTIPLE with fewer than two options (REVISION_ACCEPT_ANSWERS), DROP_LANGUAGE without a language (REVISION_LANGUAGE_REQUIRED)',
        404: 'No such test',
      },
    },
    {
      operationId: 'getAnswerKeyRevision',
      method: 'get',
      path: '/api/admin/answer-key-revisions/{id}',
      summary: 'An answer-key revision and its re-scoring: affected, rescored and failed attempts',
      params: z.object({ id: z.string() }),
      responses: {
        200: { description: 'The revision', body: jsonBody('AnswerKeyRevision', answerKeyRevision) },
      },
      errors: { 404: 'No such revision' },
    },
  ],
};
