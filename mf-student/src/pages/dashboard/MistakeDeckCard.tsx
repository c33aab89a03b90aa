import type { MistakeDeckSummary } from '@ssc/contracts';
import { MISTAKE_MOCK_MAX_QUESTIONS } from '@ssc/contracts/constants';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentUserAtom,
  errorMessageFor,
  isHttpError,
  queryKeys,
  SECTION_LABELS,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { resultsApi } from '@ssc/web-core/page-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { richMessage } from '../../i18n/richMessage';
import { studentCatalog } from '../../i18n/studentCatalog';

/** "Next review: 3 Dec, 10:30" in the student's locale (hi-IN in a Hindi interface). */
const when = (iso: string, locale: string | undefined) =>
  new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export type MistakeDeckViewProps = {
  deck: MistakeDeckSummary | undefined;
  loading: boolean;
  failed: boolean;
  starting: boolean;
  startError: string | null;
  onStart: () => void;
};

/** The mistake deck on the dashboard: what is due and a button to practise it. */
export function MistakeDeckView({
  deck,
  loading,
  failed,
  starting,
  startError,
  onStart,
}: MistakeDeckViewProps) {
  const { _, formatNumber, locale } = useMessages(studentCatalog);
  return (
    <Card role="region" aria-labelledby="mistake-deck-title">
      <CardHeader>
        <CardTitle id="mistake-deck-title">{_('mistakes.title')}</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        {loading ? <Spinner label={_('mistakes.loading')} /> : null}
        {failed ? (
          <p className="alert alert--danger" role="alert">
            {_('mistakes.failed')}
          </p>
        ) : null}
        {deck && deck.active === 0 ? (
          <p>
            {deck.retired > 0 ? _('mistakes.emptyRetired', { count: deck.retired }) : _('mistakes.empty')}
          </p>
        ) : null}
        {deck && deck.active > 0 ? (
          <>
            <p data-testid="mistake-deck-due">
              {richMessage(_, 'mistakes.due', {
                due: <strong>{_('mistakes.dueCount', { count: deck.due })}</strong>,
              })}
              {deck.due < deck.active
                ? _('mistakes.waiting', { count: formatNumber(deck.active - deck.due) })
                : ''}
              {deck.retired > 0 ? _('mistakes.retired', { count: formatNumber(deck.retired) }) : ''}
              {_('mistakes.dueEnd')}
            </p>
            {deck.dueBySection.length > 0 ? (
              <ul className="mistake-deck__sections">
                {deck.dueBySection.map((s) => (
                  <li key={s.section}>
                    {SECTION_LABELS[s.section]}: {formatNumber(s.count)}
                  </li>
                ))}
              </ul>
            ) : null}
            {deck.due === 0 && deck.nextDueAt ? (
              <p>
                {_('mistakes.nextReview', {
                  time: when(deck.nextDueAt, locale === 'hi' ? 'hi-IN' : undefined),
                })}
              </p>
            ) : null}
            {deck.due > 0 ? (
              <Button onClick={onStart} disabled={starting} block>
                {starting
                  ? _('mistakes.preparing')
                  : _('mistakes.practise', { count: Math.min(deck.due, MISTAKE_MOCK_MAX_QUESTIONS) })}
              </Button>
            ) : null}
          </>
        ) : null}
        {startError ? (
          <p className="alert alert--danger" role="alert">
            {startError}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The server says why a mini-mock could not be made (nothing due); otherwise the usual text. */
const startErrorText = (error: unknown) =>
  isHttpError(error) && error.status === 409 && error.serverMessage
    ? error.serverMessage
    : errorMessageFor(error);

/** Reads the deck and turns "Practise" into a personal test, then opens its instructions. */
export function MistakeDeckCard() {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const deck = useQuery({
    queryKey: queryKeys.results.mistakeDeck,
    queryFn: ({ signal }) => resultsApi.mistakeDeck(signal),
    enabled: user !== null,
    staleTime: 0,
    meta: { silent: true },
  });
  const start = useMutation({
    mutationFn: () => resultsApi.createMistakeMock(),
    onSuccess: ({ testId }) => navigate(`/test-instructions/${encodeURIComponent(testId)}`),
    meta: { silent: true },
  });
  return (
    <MistakeDeckView
      deck={deck.data}
      loading={deck.isPending && deck.fetchStatus !== 'idle'}
      failed={deck.isError && !deck.data}
      starting={start.isPending}
      startError={start.error ? startErrorText(start.error) : null}
      onStart={() => start.mutate()}
    />
  );
}
