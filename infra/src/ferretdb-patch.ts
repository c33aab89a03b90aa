import { chmodSync, cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * FerretDB 1.24's SQLite handler implements update/findAndModify/delete as "query, then write"
 * with nothing in between, so concurrent writers lose updates: 20 parallel `$inc`s end at
 * 2..9, and conditional updates (`{_id, version: n}`) succeed for several callers at once.
 * All data is owned by this one process, so serialising the write commands of a database with
 * one mutex restores MongoDB's single-document atomicity. The mutex is per database (`$db`): each
 * database is its own SQLite file with its own writer, so auth's session writes need not queue
 * behind a crowd's answer inserts in the attempts database (they did: token refreshes waited
 * 4–10 s at 3,000 aspirants while auth's CPU idled). Reads stay concurrent. The patch is
 * applied to a copy of the pinned module (see `replace` in go.mod).
 */
export const PATCH_ID = 'serialize-writes-per-db-v3+id-index-v1+pg-id-index-v1';

/** Environment variable that turns the write mutex off at run time (for measuring whether it is needed). */
export const WRITE_MUTEX_ENV = 'SSC_FERRETDB_WRITE_MUTEX';

export const serializeWritesGo = `// Added by @ssc/infra (${PATCH_ID}); see infra/src/ferretdb-patch.ts.
package handler

import (
	"context"
	"os"
	"sync"

	"github.com/FerretDB/wire"
)

// sscWriteMus holds one mutex per database name: read-modify-write commands on one database are
// atomic with respect to each other; different databases (different SQLite files) write in parallel.
var sscWriteMus sync.Map

func sscWriteMutex(msg *wire.OpMsg) *sync.Mutex {
	db := ""
	if raw := msg.RawSection0(); raw != nil {
		if doc, err := raw.Decode(); err == nil {
			db, _ = doc.Get("$db").(string)
		}
	}
	if mu, ok := sscWriteMus.Load(db); ok {
		return mu.(*sync.Mutex)
	}
	mu, _ := sscWriteMus.LoadOrStore(db, new(sync.Mutex))
	return mu.(*sync.Mutex)
}

func (h *Handler) sscSerializeWrites() {
	if os.Getenv("${WRITE_MUTEX_ENV}") == "off" {
		return
	}
	for _, name := range []string{"insert", "update", "delete", "findAndModify", "findandmodify"} {
		cmd := h.commands[name]
		if cmd == nil || cmd.Handler == nil {
			continue
		}
		next := cmd.Handler
		cmd.Handler = func(ctx context.Context, msg *wire.OpMsg) (*wire.OpMsg, error) {
			mu := sscWriteMutex(msg)
			mu.Lock()
			defer mu.Unlock()
			return next(ctx, msg)
		}
	}
}
`;

const HOOK_BEFORE = '\th.initCommands()\n';
const HOOK_AFTER = '\th.initCommands()\n\th.sscSerializeWrites()\n';

/** Pure: insert the hook call after `h.initCommands()` (exactly one occurrence expected). */
export function patchHandlerGo(source: string): string {
  const count = source.split(HOOK_BEFORE).length - 1;
  if (count !== 1) {
    throw new Error(`ferretdb patch: expected one 'h.initCommands()' in handler.go, found ${count}`);
  }
  return source.replace(HOOK_BEFORE, HOOK_AFTER);
}

function makeWritable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) makeWritable(p);
    else chmodSync(p, 0o644);
  }
}

/**
 * FerretDB 1.24's SQLite backend builds the `_id` index on `_ferretdb_sjson->"_id"` but filters
 * with `->'$._id'`, an expression SQLite does not match to that index, so every lookup by `_id`
 * scans the whole table (0.5 s per read near the end of 50,000 documents). Filtering with the
 * indexed form makes those reads index searches (2 ms anywhere).
 */
const ID_COLUMN_BEFORE = `IDColumn = DefaultColumn + "->'$._id'"`;
const ID_COLUMN_AFTER = `IDColumn = DefaultColumn + "->'_id'"`;

/** Pure: make `_id` filters use the expression the `_id` index is built on. */
export function patchIdColumnGo(source: string): string {
  const count = source.split(ID_COLUMN_BEFORE).length - 1;
  if (count !== 1)
    throw new Error(`ferretdb patch: expected one IDColumn definition in metadata.go, found ${count}`);
  return source.replace(ID_COLUMN_BEFORE, ID_COLUMN_AFTER);
}

/**
 * FerretDB 1.24's PostgreSQL backend filters `_id` equality with `_jsonb->'_id' @> $1`, which its
 * btree index on `_jsonb->'_id'` cannot serve, so every lookup by `_id` scans the table (7.5 ms
 * per read at 20,000 documents, against 0.8 ms on patched SQLite). For `_id` (never an array in
 * MongoDB, where `@>` and `=` differ) `=` means the same and is an index search.
 */
const PG_ID_FILTER_BEFORE = `\t\tfilter = fmt.Sprintf(sql, metadata.DefaultColumn, operator, p.Next(), p.Next())
\t\targs = append(args, k, string(must.NotFail(sjson.MarshalSingleValue(v))))
`;
const PG_ID_FILTER_AFTER = `\t\tif k == "_id" && operator == "->" { // @ssc/infra: the expression the _id index is built on
\t\t\tfilter = metadata.IDColumn + " = " + p.Next()
\t\t\targs = append(args, string(must.NotFail(sjson.MarshalSingleValue(v))))
\t\t\tbreak
\t\t}
${PG_ID_FILTER_BEFORE}`;

/** Pure: make string/ObjectID `_id` equality filters on PostgreSQL use the `_id` index. */
export function patchPgIdFilterGo(source: string): string {
  const count = source.split(PG_ID_FILTER_BEFORE).length - 1;
  if (count !== 1)
    throw new Error(
      `ferretdb patch: expected one string equality filter in postgresql/query.go, found ${count}`,
    );
  return source.replace(PG_ID_FILTER_BEFORE, PG_ID_FILTER_AFTER);
}

/** Copy the module from the Go module cache (read-only) to `dest` and apply the patches. */
export function writePatchedModule(moduleDir: string, dest: string): void {
  rmSync(dest, { recursive: true, force: true });
  cpSync(moduleDir, dest, { recursive: true });
  makeWritable(dest);
  const handlerGo = path.join(dest, 'internal', 'handler', 'handler.go');
  writeFileSync(handlerGo, patchHandlerGo(readFileSync(handlerGo, 'utf8')));
  writeFileSync(path.join(dest, 'internal', 'handler', 'ssc_serialize_writes.go'), serializeWritesGo);
  const metadataGo = path.join(dest, 'internal', 'backends', 'sqlite', 'metadata', 'metadata.go');
  writeFileSync(metadataGo, patchIdColumnGo(readFileSync(metadataGo, 'utf8')));
  const pgQueryGo = path.join(dest, 'internal', 'backends', 'postgresql', 'query.go');
  writeFileSync(pgQueryGo, patchPgIdFilterGo(readFileSync(pgQueryGo, 'utf8')));
}
