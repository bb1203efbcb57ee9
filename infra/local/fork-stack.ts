/** Starts the local stack in a child process (infra/local/stack-process.ts) and waits until it serves. */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths';
import type { StackOptions } from './server';
import type { StackProcessMessage, StandInRequest } from './stack-process';
import type { StandInName } from './stand-ins';

export interface ForkedStack {
  baseUrl: string;
  mailUrl: string;
  /** The stack's Neo Feeder stand-in (its base URL). */
  feederUrl: string;
  env: Record<string, string>;
  timings: Extract<StackProcessMessage, { type: 'ready' }>['timings'];
  pid: number;
  /** Stops one of the child's stand-ins and starts it again, keeping its data (the stack needs `dataDir` for DynamoDB). */
  standIns: { stopOne(name: StandInName): Promise<void>; startOne(name: StandInName): Promise<void> };
  stop(): Promise<void>;
}

export function forkStack(options: StackOptions, timeoutMs = 180_000): Promise<ForkedStack> {
  const child = fork(join(ROOT, 'infra/local/stack-process.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SKPI_STACK_OPTIONS: JSON.stringify(options), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // the child stops java itself; SIGKILL only if it hangs
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  let requests = 0;
  const standIn = (action: StandInRequest['action'], name: StandInName) =>
    new Promise<void>((resolve, reject) => {
      const id = ++requests;
      const onMessage = (message: StackProcessMessage) => {
        if (message.type !== 'stand-in-done' || message.id !== id) return;
        child.off('message', onMessage);
        if (message.error) reject(new Error(message.error));
        else resolve();
      };
      if (!child.connected) return reject(new Error('the local stack process has exited'));
      child.on('message', onMessage);
      child.send({ type: 'stand-in', id, action, name } satisfies StandInRequest, (err) => {
        if (!err) return;
        child.off('message', onMessage);
        reject(err);
      });
    });
  const standIns = { stopOne: (name: StandInName) => standIn('stopOne', name), startOne: (name: StandInName) => standIn('startOne', name) };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the local stack did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('message', (message: StackProcessMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') {
        // The IPC channel stays open: if this process dies, the child sees it close and stops.
        resolve({
          baseUrl: message.baseUrl,
          mailUrl: message.mailUrl,
          feederUrl: message.feederUrl,
          env: message.env,
          timings: message.timings,
          pid: child.pid ?? 0,
          standIns,
          stop,
        });
      } else if (message.type === 'error') {
        void stop();
        reject(new Error(`the local stack failed to start:\n${message.message}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local stack process exited (code ${code}) before it was ready`));
    });
  });
}
