import { z } from 'zod';
import {
  answerWriteResult,
  attemptSummary,
  bulkAnswersRequest,
  bulkAnswersResult,
  progressSaved,
  questionAttempt,
  questionAttemptsQuery,
  recordAnswerRequest,
  saveProgressRequest,
  startAttemptRequest,
  submitAttemptRequest,
  testAttempt,
  updateAnswerRequest,
} from '../attempts';
import { idField } from '../ids';
import { liveMockOperations, refused } from './live-mock-operations';
import { jsonBody, linkTo, type ServiceOperations } from './operation';

const attempt = z.object({ id: idField('attemptId') });
const closed = 'The attempt is submitted, or past its deadline and grace: answers can no longer change';
const notYours = 'No such attempt of the caller';
/** A well-formed write naming what the attempt does not hold: that write only is refused. */
const notHeld =
  'The attempt holds no such question (code NOT_IN_ATTEMPT; an id it does not hold, a position past its last): this write is refused, the attempt goes on';
/** What a started attempt leads to: reading it, saving progress and answers, submitting. */
const attemptLinks = {
  GetAttempt: linkTo('getAttempt', { 'path.id': '/id' }),
  SaveProgress: linkTo('updateAttempt', { 'path.id': '/id' }),
  AutoSave: linkTo('autoSaveAttempt', { 'path.id': '/id' }),
  ListAnswers: linkTo('listQuestionAttempts', { 'query.testAttemptId': '/id' }),
  SaveAnswers: linkTo('saveAnswersInBulk', { 'path.attemptId': '/id' }),
  SaveAnswer: linkTo('updateAnswer', {
    'path.attemptId': '/id',
    'path.questionId': '/questions/0/questionId',
  }),
  Submit: linkTo('submitAttempt', { 'path.id': '/id' }),
};
const closedOrBlock = `${closed}; or (code SECTION_CLOSED / SECTION_NOT_OPEN) the question's timed section block has closed or is not open yet`;

export const attemptsOperations: ServiceOperations = {
  service: 'attempts',
  operations: [
    {
      operationId: 'startAttempt',
      method: 'post',
      path: '/api/test-attempts',
      summary: "Start a test, or get the caller's live attempt at it",
      body: jsonBody('StartAttemptRequest', startAttemptRequest),
      responses: {
        200: {
          description: 'The live attempt the caller already had',
          body: jsonBody('TestAttempt', testAttempt),
          links: attemptLinks,
        },
        201: {
          description: 'The new attempt',
          body: jsonBody('TestAttempt', testAttempt),
          links: attemptLinks,
        },
      },
      errors: {
        404: 'No such test, or no such live mock',
        409: refused(
          'A live mock refuses the start: not started (LIVE_MOCK_NOT_STARTED, with `startsAt`), joining closed (LIVE_MOCK_JOIN_CLOSED, with `joinClosesAt`), registration closed (LIVE_MOCK_REGISTRATION_CLOSED, with `registrationClosesAt`), over (LIVE_MOCK_CLOSED, with `endsAt`) or cancelled; or the test is reserved for a live mock until its results are released (TEST_RESERVED_FOR_LIVE_MOCK, with `reservedUntil`)',
        ),
      },
    },
    {
      operationId: 'listAttemptsInProgress',
      method: 'get',
      path: '/api/test-attempts/in-progress',
      summary: "The caller's live attempts (the resume list), newest first",
      responses: {
        200: { description: 'The attempts', body: jsonBody('AttemptSummaryList', z.array(attemptSummary)) },
      },
    },
    {
      operationId: 'getAttempt',
      method: 'get',
      path: '/api/test-attempts/{id}',
      summary: 'An attempt with its frozen test and answer sheet',
      description: 'An attempt past its deadline and grace is closed (DEADLINE) when read.',
      params: attempt,
      responses: { 200: { description: 'The attempt', body: jsonBody('TestAttempt', testAttempt) } },
      errors: { 404: notYours },
    },
    {
      operationId: 'updateAttempt',
      method: 'put',
      path: '/api/test-attempts/{id}',
      summary: 'Save progress (as auto-save)',
      params: attempt,
      body: jsonBody('SaveProgressRequest', saveProgressRequest),
      responses: { 200: { description: 'Saved', body: jsonBody('ProgressSaved', progressSaved) } },
      errors: { 404: notYours, 409: `${notHeld}; or ${closed}` },
    },
    {
      operationId: 'autoSaveAttempt',
      method: 'put',
      path: '/api/test-attempts/{id}/auto-save',
      summary: 'Save progress: position, last activity, time per question',
      params: attempt,
      body: jsonBody('SaveProgressRequest', saveProgressRequest),
      responses: { 200: { description: 'Saved', body: jsonBody('ProgressSaved', progressSaved) } },
      errors: { 404: notYours, 409: `${notHeld}; or ${closed}` },
    },
    {
      operationId: 'submitAttempt',
      method: 'post',
      path: '/api/test-attempts/{id}/submit',
      summary: 'Submit, with any last answers (idempotent; client scores are ignored)',
      params: attempt,
      body: { ...jsonBody('SubmitAttemptRequest', submitAttemptRequest), optional: true },
      responses: {
        200: {
          description: 'The submitted attempt',
          body: jsonBody('TestAttempt', testAttempt),
          links: {
            GetResult: linkTo('getTestResult', { 'path.attemptId': '/id' }),
            GetSolutions: linkTo('getTestSolutions', { 'path.attemptId': '/id' }),
          },
        },
      },
      errors: { 404: notYours, 409: notHeld },
    },
    {
      operationId: 'listQuestionAttempts',
      method: 'get',
      path: '/api/question-attempts',
      summary: 'The saved answers of one attempt, in test order',
      query: questionAttemptsQuery,
      responses: {
        200: { description: 'The answers', body: jsonBody('QuestionAttemptList', z.array(questionAttempt)) },
      },
      errors: { 404: notYours },
    },
    {
      operationId: 'recordAnswer',
      method: 'post',
      path: '/api/question-attempts',
      summary: 'Save one answer (snake_case as in the spec, or camelCase)',
      description:
        'Writes are ordered per question by `clientTs`: an older write than the stored one is not applied.',
      body: jsonBody('RecordAnswerRequest', recordAnswerRequest),
      responses: {
        200: { description: 'The stored answer', body: jsonBody('AnswerWriteResult', answerWriteResult) },
      },
      errors: { 404: notYours, 409: `${notHeld}; or ${closedOrBlock}` },
    },
    {
      operationId: 'saveAnswersInBulk',
      method: 'put',
      path: '/api/question-attempts/bulk/{attemptId}',
      summary: 'Save several answers at once',
      params: z.object({ attemptId: idField('attemptId') }),
      body: jsonBody('BulkAnswersRequest', bulkAnswersRequest),
      responses: {
        200: { description: 'The stored answers', body: jsonBody('BulkAnswersResult', bulkAnswersResult) },
      },
      errors: { 404: notYours, 409: `${notHeld}; or ${closedOrBlock}` },
    },
    {
      operationId: 'updateAnswer',
      method: 'put',
      path: '/api/question-attempts/{attemptId}/{questionId}',
      summary: 'Save one answer, addressed by path',
      params: z.object({ attemptId: idField('attemptId'), questionId: idField('questionId') }),
      body: jsonBody('UpdateAnswerRequest', updateAnswerRequest),
      responses: {
        200: { description: 'The stored answer', body: jsonBody('AnswerWriteResult', answerWriteResult) },
      },
      errors: { 404: notYours, 409: `${notHeld}; or ${closedOrBlock}` },
    },
    ...liveMockOperations,
  ],
};
