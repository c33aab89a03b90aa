import type {
  AdminObjectionList,
  AnswerKeyRevision,
  CreateObjectionBody,
  CreateRevisionBody,
  Objection,
  ObjectionList,
  ObjectionStatus,
} from '@ssc/contracts';
import { api } from '@ssc/web-core';
import { toQueryString } from './catalogApi';

const enc = encodeURIComponent;

/** Answer-key objections (docs/answer-key.md): the student's side, from the solutions page. */
export const objectionsApi = {
  /** The caller's objections to the attempt's test, with status, ruling and the window. */
  list: (attemptId: string, signal?: AbortSignal) =>
    api.get<ObjectionList>(`/api/objections${toQueryString({ attemptId })}`, signal),
  create: (body: CreateObjectionBody) => api.post<Objection>('/api/objections', body),
  /** An evidence picture (JPEG, PNG or WebP under 5 MB) → its URL for `evidenceImageUrl`. */
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return api.upload<{ imageUrl: string }>('/api/upload/objection-image', form);
  },
};

export type AdminObjectionFilters = { testId?: string; liveMockId?: string; status?: ObjectionStatus };

/** The admin's Objections tab, and the decision it submits (answer-key revisions). */
export const objectionsAdminApi = {
  list: (filters: AdminObjectionFilters, signal?: AbortSignal) =>
    api.get<AdminObjectionList>(`/api/admin/objections${toQueryString(filters)}`, signal),
  /** 202 {id}: the revision is recorded and its re-scoring runs. */
  createRevision: (body: CreateRevisionBody) =>
    api.post<{ id: string }>('/api/admin/answer-key-revisions', body),
  revision: (id: string, signal?: AbortSignal) =>
    api.get<AnswerKeyRevision>(`/api/admin/answer-key-revisions/${enc(id)}`, signal),
};
