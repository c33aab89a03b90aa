import { describe, expect, it } from 'vitest';
import { patchHandlerGo, patchIdColumnGo, serializeWritesGo } from './ferretdb-patch';

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
