import type { Question, QuestionInput } from '@ssc/contracts';
import { type ImageKind, type QuestionFilters, queryKeys, toast, useMessages } from '@ssc/web-core';
import { adminApi } from '@ssc/web-core/page-api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { reportFailure } from '../adminErrors';
import { refreshQuestions } from '../catalogCache';
import { adminCatalog } from '../i18n/adminCatalog';
import { uniqueTopics } from './topicTags';

export const BANK_PAGE_SIZE = 20;
/** Spec section 9: the topic list is built from the first 1000 questions. */
const TOPIC_SOURCE_LIMIT = 1000;

export function useQuestionsPage(filters: QuestionFilters) {
  return useQuery({
    queryKey: queryKeys.admin.questionsPage(filters),
    queryFn: ({ signal }) => adminApi.questions(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTopics() {
  return useQuery({
    queryKey: queryKeys.admin.topics,
    queryFn: ({ signal }) => adminApi.questions({ page: 1, limit: TOPIC_SOURCE_LIMIT }, signal),
    select: (page) => uniqueTopics(page.questions.map((q) => q.topicTags)),
    staleTime: 60_000,
  });
}

export function useSaveQuestion(editingId: string | null, onSaved: (question: Question) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (body: QuestionInput) =>
      editingId ? adminApi.updateQuestion(editingId, body) : adminApi.createQuestion(body),
    onSuccess: (question) => {
      toast.success(_(editingId ? 'admin.question.updated' : 'admin.question.created'));
      refreshQuestions();
      onSaved(question);
    },
    onError: (error) =>
      reportFailure(_(editingId ? 'admin.question.updateFailed' : 'admin.question.createFailed'), error),
  });
}

export function useDeleteQuestion(onDeleted: (id: string) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (id: string) => adminApi.deleteQuestion(id).then(() => id),
    onSuccess: (id) => {
      toast.success(_('admin.question.deleted'));
      refreshQuestions();
      onDeleted(id);
    },
    // A 409 carries the tests that still use the question; failureMessage shows it.
    onError: (error) => reportFailure(_('admin.question.deleteFailed'), error),
  });
}

export function useUploadImage(kind: ImageKind, onUploaded: (imageUrl: string) => void) {
  const { _ } = useMessages(adminCatalog);
  return useMutation({
    mutationFn: (file: File) => adminApi.uploadImage(kind, file),
    onSuccess: ({ imageUrl }) => onUploaded(imageUrl),
    onError: (error) => reportFailure(_(`admin.image.uploadFailed.${kind}`), error),
  });
}
