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
  resultsApi,
  SECTION_LABELS,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';

/** "Next review: 3 Dec, 10:30": day, month and time, in the interface language's Indian form. */
const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

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
  const { _, formatDate } = useMessages(studentCatalog);
  return (
    <Card role="region" aria-labelledby="mistake-deck-title">
      <CardHeader>
        <CardTitle id="mistake-deck-title">{_('dashboard.mistakes.title')}</CardTitle>
      </CardHeader>
      <CardContent className="stack">
        {loading ? <Spinner label={_('dashboard.mistakes.loading')} /> : null}
        {failed ? (
          <p className="alert alert--danger" role="alert">
            {_('dashboard.mistakes.failed')}
          </p>
        ) : null}
        {deck && deck.active === 0 ? (
          <p>
            {deck.retired > 0
              ? _('dashboard.mistakes.emptyRetired', { count: deck.retired })
              : _('dashboard.mistakes.empty')}
          </p>
        ) : null}
        {deck && deck.active > 0 ? (
          <>
            <p data-testid="mistake-deck-due">
              <strong>{_('dashboard.mistakes.due', { count: deck.due })}</strong>{' '}
              {_('dashboard.mistakes.forReview')}
              {deck.due < deck.active
                ? _('dashboard.mistakes.waiting', { count: deck.active - deck.due })
                : ''}
              {deck.retired > 0 ? _('dashboard.mistakes.retired', { count: deck.retired }) : ''}
              {_('dashboard.mistakes.end')}
            </p>
            {deck.dueBySection.length > 0 ? (
              <ul className="mistake-deck__sections">
                {deck.dueBySection.map((s) => (
                  <li key={s.section}>
                    {SECTION_LABELS[s.section]}: {s.count}
                  </li>
                ))}
              </ul>
            ) : null}
            {deck.due === 0 && deck.nextDueAt ? (
              <p>{_('dashboard.mistakes.nextReview', { when: formatDate(deck.nextDueAt, WHEN) })}</p>
            ) : null}
            {deck.due > 0 ? (
              <Button onClick={onStart} disabled={starting} block>
                {starting
                  ? _('dashboard.mistakes.preparing')
                  : _('dashboard.mistakes.practise', {
                      count: Math.min(deck.due, MISTAKE_MOCK_MAX_QUESTIONS),
                    })}
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
