import { connectMongo } from '@ssc/service-kit';

/**
 * Days pass, for a schedule a browser test cannot wait for: moves the dates of one student's
 * mistake deck (the results service's `mistake_decks`, services/results/src/mistakes/) back by
 * `hours`, as if that much time had gone by since its mistakes and reviews. Only stored dates
 * change; everything else runs as deployed, through the gateway.
 */
export async function deckDatesBack(userId: string, hours: number): Promise<void> {
  const url = process.env.E2E_MONGO_URL;
  const prefix = process.env.E2E_DB_PREFIX;
  if (!url || !prefix) throw new Error('E2E_MONGO_URL and E2E_DB_PREFIX are set by e2e/global-setup.ts');
  const connection = await connectMongo(url, `${prefix}_results`);
  try {
    const decks = connection.collection<{ _id: string; cards?: Record<string, Record<string, unknown>> }>(
      'mistake_decks',
    );
    const deck = await decks.findOne({ _id: userId });
    if (!deck?.cards) throw new Error(`no mistake deck for ${userId}`);
    const back = (iso: unknown) => new Date(Date.parse(String(iso)) - hours * 3_600_000).toISOString();
    const set: Record<string, string> = {};
    for (const [key, card] of Object.entries(deck.cards)) {
      for (const field of ['mistakeAt', 'dueAt', 'lastSubmittedAt'])
        set[`cards.${key}.${field}`] = back(card[field]);
    }
    await decks.updateOne({ _id: userId }, { $set: set });
  } finally {
    await connection.close();
  }
}
