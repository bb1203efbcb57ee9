/** The arguments of `npm run data:export` / `data:import` (infra/data-move.ts), apart so they load without the AWS SDK. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const DATA_MOVE_OPTIONS = {
  out: { type: 'string' },
  in: { type: 'string' },
  stage: { type: 'string' },
  region: { type: 'string' },
  table: { type: 'string' },
  'uploads-bucket': { type: 'string' },
  'documents-bucket': { type: 'string' },
  'dynamodb-endpoint': { type: 'string' },
  's3-endpoint': { type: 'string' },
  'signing-keys': { type: 'string' },
  'into-non-empty': { type: 'boolean' },
  'new-keys': { type: 'boolean' },
} as const;

export type DataMoveArgs = ReturnType<typeof parseDataMoveArgs>;

/** The command and its options; a missing `--out` / `--in` or an unknown option is refused with the usage. */
export function parseDataMoveArgs(argv: string[]) {
  const [command, ...rest] = argv;
  const usage = 'usage: data:export -- --out <folder|file.tar.gz> | data:import -- --in <folder|file.tar.gz>  [--stage <name>] (docs/operations.md)';
  if (command !== 'export' && command !== 'import') throw new Error(usage);
  const { values } = parseArgs({ args: rest, options: DATA_MOVE_OPTIONS, strict: true });
  const path = command === 'export' ? values.out : values.in;
  if (!path) throw new Error(`${command === 'export' ? '--out' : '--in'} is missing\n${usage}`);
  return {
    command,
    path: resolve(path),
    environment: {
      stage: values.stage,
      region: values.region,
      table: values.table,
      uploadsBucket: values['uploads-bucket'],
      documentsBucket: values['documents-bucket'],
      dynamodbEndpoint: values['dynamodb-endpoint'],
      s3Endpoint: values['s3-endpoint'],
      signingKeysDir: values['signing-keys'],
    },
    intoNonEmpty: values['into-non-empty'] ?? false,
    newKeys: values['new-keys'] ?? false,
  } as const;
}
