/**
 * @ssc/web-core: what the shell and every remote share at runtime. Shared as a Module Federation
 * singleton so the session, the QueryClient and the toasts are one instance app-wide.
 * Radix-based widgets and the form controls live behind subpaths (./dialog, ./switch, ./tabs, ./form)
 * to keep this entry small: the exam route downloads all of it (bench/exam-route.ts).
 */
export { api } from './api/api';
export { type ApiClient, createApiClient } from './api/apiClient';
export {
  attemptsApi,
  paperLanguage,
  type RecordAnswerBody,
  type SaveProgressBody,
  type SubmitAttemptBody,
  type SubmitQuestionUpdate,
} from './api/attemptsApi';
export { authApi } from './api/authApi';
export { type ErrorIssue, HttpError, isHttpError } from './api/httpError';
// The calls only some pages make are the subpath ./page-api (api/pageApi.ts); their types stay here.
export type {
  CreateQuestionBody,
  ImageKind,
  QuestionFilters,
  ReportQuestionBody,
  ResultProcessing,
  ResultResponse,
} from './api/pageApiTypes';
export { profileApi } from './api/profileApi';
export * from './catalog/catalogConstants';
export * from './errors/errorLog';
export * from './errors/errorMessages';
export { handleApiError, setErrorNavigator } from './errors/handleApiError';
export * from './i18n';
export { avatarSrc } from './profile/avatarSrc';
export * from './profile/imageFile';
export { initialsOf } from './profile/initials';
export { useProfileQuery, useSettingsQuery } from './query/profileQueries';
export { queryClient } from './query/queryClient';
export { queryKeys } from './query/queryKeys';
export * from './results/resultsConstants';
export {
  appStore,
  currentUserAtom,
  freshToken,
  getToken,
  isAdminAtom,
  sessionAtom,
  setSession,
  updateStoredUserMetadata,
} from './session/sessionAtoms';
export { endSession, signOut } from './session/signOut';
export {
  browserStorage,
  readStoredSession,
  type Session,
  sessionFromAuth,
  TOKEN_KEY,
  USER_KEY,
} from './session/storedSession';
export { applyTheme, cachedThemeFor, rememberTheme, type Theme } from './theme/theme';
export { clockOffsetMs } from './time/serverClock';
export { Toaster } from './toast/Toaster';
export { type ToastKind, toast } from './toast/toastStore';
export { Avatar, type AvatarProps } from './ui/avatar';
export { Button, type ButtonProps, buttonClassName } from './ui/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';
export { Badge, type BadgeTone, Spinner } from './ui/feedback';
export { TableScroll } from './ui/tableScroll';
