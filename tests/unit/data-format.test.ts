/**
 * The data export format (infra/data/format.ts) and the commands' arguments (infra/data-move.ts):
 * items survive the DynamoDB JSON lines whatever they hold, expired items are recognised, an export
 * of another format or key schema is refused, and the commands refuse what they cannot do.
 */

import { parseDataMoveArgs } from '@infra/data/args';
import { expired, FORMAT, FORMAT_VERSION, type Item, itemFromJson, itemToJson, manifestProblem, tableSchema } from '@infra/data/format';
import { describe, expect, it } from 'vitest';

const item: Item = {
  PK: { S: 'USER#01J' },
  SK: { S: 'PROFILE' },
  skp: { N: '12.5' },
  is_active: { BOOL: true },
  foto: { NULL: true },
  tags: { SS: ['a', 'b'] },
  nums: { NS: ['1', '2'] },
  raw: { B: new Uint8Array([0, 1, 254, 255]) },
  raws: { BS: [new Uint8Array([1]), new Uint8Array([2, 3])] },
  nested: { M: { list: { L: [{ S: 'x' }, { M: { b: { B: new Uint8Array([9]) } } }] } } },
  ttl: { N: '1700000000' },
};

describe('items as DynamoDB JSON lines', () => {
  it('gives back every attribute type exactly, binary included', () => {
    const line = JSON.stringify(itemToJson(item));
    expect(line).toContain('"raw":{"B":"AAH+/w=="}');
    expect(itemFromJson(JSON.parse(line))).toEqual(item);
  });

  it('knows an item whose TTL has passed, and keeps items without one', () => {
    expect(expired(item, 1_700_000_000)).toBe(true);
    expect(expired(item, 1_699_999_999)).toBe(false);
    expect(expired({ PK: { S: 'X' }, SK: { S: 'Y' } }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('the manifest', () => {
  const manifest = { format: FORMAT, version: FORMAT_VERSION, schema: tableSchema() };

  it('accepts an export of this format and table', () => {
    expect(manifestProblem(manifest)).toBeUndefined();
  });

  it('refuses anything else with the reason', () => {
    expect(manifestProblem(null)).toMatch(/not an SKPI data export/);
    expect(manifestProblem({ ...manifest, version: 99 })).toMatch(/format version 99/);
    expect(manifestProblem({ ...manifest, schema: { ...manifest.schema, sortKey: 'sk' } })).toMatch(/another table key schema/);
    expect(manifestProblem({ ...manifest, schema: { ...manifest.schema, indexes: [...manifest.schema.indexes, 'GSI9'] } })).toMatch(/GSI9/);
  });
});

describe('the commands', () => {
  it('reads the folder or archive and the target', () => {
    const args = parseDataMoveArgs(['import', '--in', 'backup.tar.gz', '--stage', 'prod', '--new-keys']);
    expect(args).toMatchObject({ command: 'import', newKeys: true, intoNonEmpty: false, environment: { stage: 'prod' } });
    expect(args.path).toMatch(/\/backup\.tar\.gz$/);
    expect(parseDataMoveArgs(['export', '--out', 'x', '--table', 't']).environment.table).toBe('t');
  });

  it('refuses a missing path, an unknown command and an unknown option', () => {
    expect(() => parseDataMoveArgs(['export'])).toThrow(/--out is missing/);
    expect(() => parseDataMoveArgs(['import', '--out', 'x'])).toThrow(/--in is missing/);
    expect(() => parseDataMoveArgs(['copy'])).toThrow(/usage/);
    expect(() => parseDataMoveArgs(['export', '--out', 'x', '--force'])).toThrow(/force/);
  });
});
