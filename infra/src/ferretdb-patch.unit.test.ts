import { describe, expect, it } from 'vitest';
import { patchHandlerGo, patchIdColumnGo, patchPgIdFilterGo, serializeWritesGo } from './ferretdb-patch';

describe('patchHandlerGo', () => {
  const source = 'func New() {\n\th := &Handler{}\n\th.initCommands()\n\treturn h\n}\n';

  it('hooks the write serialiser right after initCommands', () => {
    expect(patchHandlerGo(source)).toBe(
      'func New() {\n\th := &Handler{}\n\th.initCommands()\n\th.sscSerializeWrites()\n\treturn h\n}\n',
    );
  });

  it('refuses to patch a handler.go it does not recognise', () => {
    expect(() => patchHandlerGo('func New() {}\n')).toThrow(/found 0/);
    expect(() => patchHandlerGo(source + source)).toThrow(/found 2/);
  });

  it('wraps every read-modify-write command', () => {
    for (const cmd of ['insert', 'update', 'delete', 'findAndModify']) {
      expect(serializeWritesGo).toContain(`"${cmd}"`);
    }
  });
});

describe('patchIdColumnGo', () => {
  it('filters _id with the expression the _id index is built on', () => {
    const source = `const (\n\tIDColumn = DefaultColumn + "->'$._id'"\n)\n`;
    expect(patchIdColumnGo(source)).toBe(`const (\n\tIDColumn = DefaultColumn + "->'_id'"\n)\n`);
    expect(() => patchIdColumnGo('const ()')).toThrow(/found 0/);
  });
});

describe('patchPgIdFilterGo', () => {
  const source = [
    '\tcase string, types.ObjectID, time.Time:',
    "\t\t// don't change the default eq query",
    '\t\tfilter = fmt.Sprintf(sql, metadata.DefaultColumn, operator, p.Next(), p.Next())',
    '\t\targs = append(args, k, string(must.NotFail(sjson.MarshalSingleValue(v))))',
    '',
  ].join('\n');

  it('filters a string or ObjectID _id with = on the indexed expression, other keys as before', () => {
    const patched = patchPgIdFilterGo(source);
    expect(patched).toContain('if k == "_id" && operator == "->" {');
    expect(patched).toContain('filter = metadata.IDColumn + " = " + p.Next()');
    expect(patched).toContain(
      'filter = fmt.Sprintf(sql, metadata.DefaultColumn, operator, p.Next(), p.Next())',
    );
    expect(() => patchPgIdFilterGo('func filterEqual() {}')).toThrow(/found 0/);
  });

  it('lets SSC_FERRETDB_WRITE_MUTEX=off turn the write mutex off (to measure it)', () => {
    expect(serializeWritesGo).toContain('os.Getenv("SSC_FERRETDB_WRITE_MUTEX") == "off"');
  });
});
