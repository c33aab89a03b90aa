import { LruMap } from '@ssc/service-kit';
import { type IndexEntry, type IndexFilter, sameEntry, topicKey } from './index-entry';
import { normalise } from './question-fields';
import { buildHaystack, type SearchHaystack, searchHaystack } from './search-haystack';

export {
  type IndexEntry,
  type IndexFilter,
  indexEntryOfDoc,
  indexEntryOfQuestion,
  topicKey,
} from './index-entry';

/** Admin list order: most recently updated first, then by id so pages never overlap. */
const newestFirst = (a: IndexEntry, b: IndexEntry) =>
  b.updatedAtMs - a.updatedAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const MAX_TOMBSTONES = 10_000;

/**
 * The question bank's filterable fields, in memory. FerretDB 1.24 uses no index for any
 * filter or sort (only a lone `_id` equality reaches SQLite), so listing, counting and
 * searching 50,000 questions in the database takes seconds; here it takes milliseconds.
 * Pure and synchronous: loading it and keeping it current is question-index-sync.ts.
 *
 * Changes are version-checked (an older `updatedAt` never replaces a newer one) and deleted
 * ids are remembered, so events may arrive late or twice. A reload (`beginReload` …
 * `finishReload`) replays changes made while the database was being read.
 */
export class QuestionIndex {
  private byId = new Map<string, IndexEntry>();
  private idByHash = new Map<string, string>();
  /** Sorted by `newestFirst` when `pending` is empty; may hold replaced or removed entries. */
  private ordered: IndexEntry[] = [];
  private pending: IndexEntry[] = [];
  /** Set when `ordered` holds a replaced or removed entry. */
  private stale = false;
  /** Every entry's search text in list order, for one native substring search (see candidates). */
  private haystack: SearchHaystack | null = null;
  private readonly tombstones = new Set<string>();
  private journal: Array<IndexEntry | { removed: string }> | null = null;
  /** Moves on every change: cached results are valid only for the version they were made at. */
  private changes = 0;
  /** Recent filters' full match lists: paging through one result costs a slice. */
  private readonly results = new LruMap<string, { version: number; matches: IndexEntry[] }>(64);

  get version(): number {
    return this.changes;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): IndexEntry | undefined {
    return this.byId.get(id);
  }

  idForContentHash(hash: string): string | undefined {
    return this.idByHash.get(hash);
  }

  /** Adds or replaces an entry unless the index already holds a newer version or it was deleted. */
  upsert(entry: IndexEntry): void {
    this.journal?.push(entry);
    this.apply(entry);
  }

  remove(id: string): void {
    this.journal?.push({ removed: id });
    this.applyRemove(id);
  }

  /** Start of a full reload: changes from now on are replayed over what the reload read. */
  beginReload(): void {
    this.journal = [];
  }

  /** The reload failed: keep what the index holds (changes were applied to it all along). */
  abortReload(): void {
    this.journal = null;
  }

  finishReload(entries: Iterable<IndexEntry>): void {
    const journal = this.journal ?? [];
    this.journal = null;
    this.changes++;
    this.byId = new Map();
    this.idByHash = new Map();
    this.ordered = [];
    this.pending = [];
    this.stale = false;
    this.haystack = null;
    for (const entry of entries) if (!this.tombstones.has(entry.id)) this.apply(entry);
    for (const change of journal) {
      if ('removed' in change) this.applyRemove(change.removed);
      else this.apply(change);
    }
  }

  /** One page of matching ids in list order, and how many match in all. */
  query(filter: IndexFilter, page: number, limit: number): { ids: string[]; total: number } {
    const matches = this.matching(filter);
    const skip = (page - 1) * limit;
    return { ids: matches.slice(skip, skip + limit).map((e) => e.id), total: matches.length };
  }

  count(filter: Omit<IndexFilter, 'search' | 'difficulty'>): number {
    return this.matching(filter).length;
  }

  /** Every match in list order; remembered until the index next changes. */
  private matching(filter: IndexFilter): IndexEntry[] {
    const key = filterKey(filter);
    const cached = this.results.get(key);
    if (cached?.version === this.changes) return cached.matches;
    const candidates = this.candidates(filter.search);
    const matches =
      filter.section || filter.difficulty || filter.topic ? candidates.filter(matcher(filter)) : candidates;
    this.results.set(key, { version: this.changes, matches });
    return matches;
  }

  countBySection(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { section } of this.byId.values()) counts[section] = (counts[section] ?? 0) + 1;
    return counts;
  }

  private apply(entry: IndexEntry): void {
    if (this.tombstones.has(entry.id)) return;
    const current = this.byId.get(entry.id);
    if (current && (current.updatedAtMs > entry.updatedAtMs || sameEntry(current, entry))) return;
    if (current && this.idByHash.get(current.contentHash) === current.id)
      this.idByHash.delete(current.contentHash);
    this.byId.set(entry.id, entry);
    this.idByHash.set(entry.contentHash, entry.id);
    this.pending.push(entry);
    if (current) this.stale = true;
    this.changes++;
  }

  private applyRemove(id: string): void {
    const current = this.byId.get(id);
    if (current && this.idByHash.get(current.contentHash) === id) this.idByHash.delete(current.contentHash);
    if (this.byId.delete(id)) {
      this.stale = true;
      this.changes++;
    }
    this.tombstones.add(id);
    if (this.tombstones.size > MAX_TOMBSTONES) {
      const oldest = this.tombstones.values().next();
      if (!oldest.done) this.tombstones.delete(oldest.value);
    }
  }

  /**
   * The entries in list order, without replaced or removed ones. After changes, pending
   * entries are merged in; the array is mostly sorted already, which the engine's merge sort
   * handles in close to linear time.
   */
  private sorted(): IndexEntry[] {
    if (this.pending.length > 0 || this.stale) {
      const live = this.stale ? this.ordered.filter((e) => this.byId.get(e.id) === e) : this.ordered;
      for (const entry of this.pending) if (this.byId.get(entry.id) === entry) live.push(entry);
      this.ordered = live.sort(newestFirst);
      this.pending = [];
      this.stale = false;
      this.haystack = null;
    }
    return this.ordered;
  }

  /** Entries that may match, in list order: all of them, or those containing the search term. */
  private candidates(search: string | undefined): IndexEntry[] {
    const ordered = this.sorted();
    const needle = search ? normalise(search) : '';
    if (!needle) return ordered;
    this.haystack ??= buildHaystack(ordered);
    return searchHaystack(this.haystack, needle);
  }
}

function filterKey(filter: IndexFilter): string {
  const topic = filter.topic ? topicKey(filter.topic) : '';
  const search = filter.search ? normalise(filter.search) : '';
  return JSON.stringify([filter.section ?? '', filter.difficulty ?? '', topic, search]);
}

/** Section, difficulty and topic; the search term is applied by `candidates`. */
function matcher(filter: Omit<IndexFilter, 'search'>): (entry: IndexEntry) => boolean {
  const topic = filter.topic ? topicKey(filter.topic) : '';
  return (e) =>
    (!filter.section || e.section === filter.section) &&
    (!filter.difficulty || e.difficulty === filter.difficulty) &&
    (!topic || e.topicKeys.includes(topic));
}
