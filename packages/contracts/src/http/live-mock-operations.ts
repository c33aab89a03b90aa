import { z } from 'zod';
import { idField } from '../ids';
import {
  liveMock,
  liveMockList,
  liveMockRefusal,
  scheduleLiveMockRequest,
  updateLiveMockRequest,
} from '../live-mocks';
import { type HttpOperation, jsonBody, linkTo, named } from './operation';

const mock = z.object({ id: idField('liveMockId') });
const view = jsonBody('LiveMock', liveMock);
const noMock = 'No such live mock';
/** What JSON Schema cannot state of a schedule; a body breaking it is a 400. */
const scheduleRules =
  'startsAt must be in the future, registrationClosesAt (if given) not after it; a shiftGroup needs a shiftLabel and a shiftLabel a shiftGroup.';
const started =
  'The live mock has started (LIVE_MOCK_ALREADY_STARTED, with `startsAt`): it can no longer change';
/** A live mock's 409: its code, and the time it is about. */
export const refused = (description: string) => ({
  description,
  body: named('LiveMockRefusal', liveMockRefusal),
});
const busy =
  'The test has a live mock whose results are not released yet (TEST_HAS_LIVE_MOCK, with `liveMockId` and `reservedUntil`)';

/** The attempts service's live-mock operations; listed with its other operations. */
export const liveMockOperations: HttpOperation[] = [
  {
    operationId: 'scheduleLiveMock',
    method: 'post',
    path: '/api/admin/live-mocks',
    summary: 'Schedule a live mock of a test',
    description: `${scheduleRules} The end is startsAt + the test duration.`,
    body: jsonBody('ScheduleLiveMockRequest', scheduleLiveMockRequest),
    responses: {
      201: {
        description: 'The scheduled mock',
        body: view,
        links: {
          UpdateLiveMock: linkTo('updateLiveMock', { 'path.id': '/id' }),
          CancelLiveMock: linkTo('cancelLiveMock', { 'path.id': '/id' }),
          GetLiveMock: linkTo('getLiveMock', { 'path.id': '/id' }),
          Register: linkTo('registerForLiveMock', { 'path.id': '/id' }),
        },
      },
    },
    errors: { 404: 'No such test', 409: refused(busy) },
  },
  {
    operationId: 'listLiveMocksAdmin',
    method: 'get',
    path: '/api/admin/live-mocks',
    summary: 'Every live mock not closed more than 7 days ago, with live counts',
    responses: { 200: { description: 'The mocks', body: jsonBody('LiveMockList', liveMockList) } },
  },
  {
    operationId: 'updateLiveMock',
    method: 'put',
    path: '/api/admin/live-mocks/{id}',
    summary: 'Move or change a live mock before its start',
    description: `The mock as changed must keep the schedule's rules: ${scheduleRules}`,
    params: mock,
    body: jsonBody('UpdateLiveMockRequest', updateLiveMockRequest),
    responses: { 200: { description: 'The mock as changed', body: view } },
    errors: {
      404: `${noMock}, or no such test`,
      409: refused(`${started}; or it is cancelled (LIVE_MOCK_CANCELLED); or, for another test, ${busy}`),
    },
  },
  {
    operationId: 'cancelLiveMock',
    method: 'delete',
    path: '/api/admin/live-mocks/{id}',
    summary: 'Cancel a live mock before its start (idempotent)',
    params: mock,
    responses: { 200: { description: 'The cancelled mock (status CANCELLED)', body: view } },
    errors: { 404: noMock, 409: refused(started) },
  },
  {
    operationId: 'listLiveMocks',
    method: 'get',
    path: '/api/live-mocks',
    summary: 'Upcoming and live mocks, and those closed in the last 7 days',
    responses: { 200: { description: 'The mocks', body: jsonBody('LiveMockList', liveMockList) } },
  },
  {
    operationId: 'getLiveMock',
    method: 'get',
    path: '/api/live-mocks/{id}',
    summary: 'One live mock with its times, counts and the caller’s registration',
    params: mock,
    responses: { 200: { description: 'The mock', body: view } },
    errors: { 404: noMock },
  },
  {
    operationId: 'registerForLiveMock',
    method: 'post',
    path: '/api/live-mocks/{id}/register',
    summary: 'Register the caller (idempotent)',
    params: mock,
    responses: { 200: { description: 'The mock, registered', body: view } },
    errors: {
      404: noMock,
      409: refused(
        'Registration is closed (LIVE_MOCK_REGISTRATION_CLOSED, with `registrationClosesAt`), the mock is cancelled (LIVE_MOCK_CANCELLED) or over (LIVE_MOCK_CLOSED, with `endsAt`)',
      ),
    },
  },
];
