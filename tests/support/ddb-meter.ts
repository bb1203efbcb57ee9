/**
 * Counts the DynamoDB work of code run in this process (handlers called with invokeArea, services
 * called directly): each call's command and the items it read (a Query's or Scan's ScannedCount,
 * a GetItem's item, a BatchGetItem's answers). For tests that a read's cost does not grow with the
 * data: the same calls whatever the number of programs, a page's worth of index items.
 */
import { pointAtStack } from './auth-flow';

/** What the metered code asked of DynamoDB. */
export interface DynamoWork<T> {
  result: T;
  calls: number;
  /** Items read (scanned before any filter), over every call. */
  items: number;
  /** Each call's command name, in order (`QueryCommand`, `BatchGetItemCommand`, ...). */
  commands: string[];
  /** Each Query's index, in order (`table` for the table's own keys). */
  queried: string[];
}

type Middleware = (
  next: (args: { input: unknown }) => Promise<{ output: unknown }>,
  context: { commandName?: string },
) => (args: { input: unknown }) => Promise<{ output: unknown }>;
interface Stacked {
  middlewareStack: { add(mw: Middleware, opts: { step: 'initialize'; name: string }): void; remove(name: string): boolean };
}

function itemsRead(output: unknown): number {
  const o = (output ?? {}) as { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> };
  if (typeof o.ScannedCount === 'number') return o.ScannedCount;
  if (o.Responses) return Object.values(o.Responses).reduce((n, list) => n + list.length, 0);
  return o.Item ? 1 : 0;
}

let serial = 0;

/** Runs `body` with every DynamoDB call of this process counted. */
export async function meteredDynamo<T>(body: () => Promise<T>): Promise<DynamoWork<T>> {
  pointAtStack();
  const { ddb } = await import('@functions/lib/clients');
  const client = ddb() as unknown as Stacked;
  const name = `testMeter${++serial}`;
  const commands: string[] = [];
  const queried: string[] = [];
  let items = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      commands.push(context.commandName ?? 'unknown');
      if (context.commandName === 'QueryCommand') queried.push((args.input as { IndexName?: string }).IndexName ?? 'table');
      items += itemsRead(out.output);
      return out;
    },
    { step: 'initialize', name },
  );
  try {
    const result = await body();
    return { result, calls: commands.length, items, commands, queried };
  } finally {
    client.middlewareStack.remove(name);
  }
}
