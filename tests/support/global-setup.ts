/**
 * Global setup of the `stack` project: the whole local stack, once per run, in a child process
 * (DynamoDB Local in memory, S3 in a temporary folder, free ports, the demo data seeded). It
 * serves web/dist when it exists; the API tests do not need it. Stopped on teardown.
 */

import { forkStack } from '@infra/local/fork-stack';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const stack = await forkStack({ port: 0, logLevel: 'SILENT' });
  if (process.env.SKPI_STACK_TIMINGS) {
    console.log(`local stack ready in ${Date.now() - started} ms`, stack.timings);
  }
  project.provide('baseUrl', stack.baseUrl);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('stackEnv', stack.env);
  return () => stack.stop();
}
