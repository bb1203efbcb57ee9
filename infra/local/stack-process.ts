/**
 * The local stack in a child process of its own (the test harness forks it with an IPC channel):
 * the handlers' environment stays out of the parent, and the stack stops when the parent asks
 * (SIGTERM), or goes away (the IPC channel closes), so no java outlives a crashed test run.
 *
 * Options come as JSON in SKPI_STACK_OPTIONS (a StackOptions object). The first IPC message is
 * `{ type: 'ready', baseUrl, mailUrl, feederUrl, env, timings }` or `{ type: 'error', message }`. Afterwards the
 * parent may stop a stand-in and start it again (`{ type: 'stand-in', id, action, name }`, answered
 * `{ type: 'stand-in-done', id, error? }`): the soak's fault mode.
 */
import type { Stack, StackOptions } from './server';
import type { StandInName } from './stand-ins';

export type StackProcessMessage =
  | { type: 'ready'; baseUrl: string; mailUrl: string; feederUrl: string; env: Record<string, string>; timings: Stack['timings'] }
  | { type: 'error'; message: string }
  | { type: 'stand-in-done'; id: number; error?: string };

/** What the parent sends: stop or start one stand-in. */
export interface StandInRequest {
  type: 'stand-in';
  id: number;
  action: 'stopOne' | 'startOne';
  name: StandInName;
}

const send = (message: StackProcessMessage) =>
  new Promise<void>((resolve) => {
    if (process.send) process.send(message, () => resolve());
    else {
      process.stdout.write(`${JSON.stringify(message)}\n`);
      resolve();
    }
  });

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const options = JSON.parse(process.env.SKPI_STACK_OPTIONS ?? '{"port":0}') as StackOptions;
  process.env.LOG_LEVEL = options.logLevel ?? 'SILENT';
  const { startStack } = await import('./server');

  let stack: Stack | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.on('disconnect', () => void stop());

  try {
    stack = await startStack(options);
  } catch (err) {
    await send({ type: 'error', message: (err as Error).stack ?? String(err) });
    process.exit(1);
  }
  if (stopping) {
    await stack.stop();
    return;
  }
  const running = stack;
  process.on('message', (message: StandInRequest) => {
    if (message?.type !== 'stand-in') return;
    running.standIns[message.action](message.name).then(
      () => send({ type: 'stand-in-done', id: message.id }),
      (err: unknown) => send({ type: 'stand-in-done', id: message.id, error: String(err) }),
    );
  });
  await send({
    type: 'ready',
    baseUrl: stack.baseUrl,
    mailUrl: stack.mailUrl,
    feederUrl: stack.feeder.baseUrl,
    env: stack.env,
    timings: stack.timings,
  });
}

void main();
