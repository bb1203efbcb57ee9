/**
 * The Lambda entry of every area, by area name: `functions/api/<area>/handlers.ts`, export
 * `handler` (the CDK app bundles that file; infra/constructs/bundling.ts). The local server and
 * the tests load an area's handler through this one function, so a new area of the registry
 * (shared/api/index.ts) is picked up by its folder alone. Never part of a Lambda bundle.
 */
import type { AreaName } from '@shared/api';
import { loadJobHandler } from '../jobs/index';
import type { HttpEvent, HttpResult } from '../lib/http';
import { runJobsInProcess } from '../lib/jobs';

// Whoever loads areas through this module runs locally: on-demand jobs run in this process
// (in AWS the area invokes the job's Lambda; functions/lib/jobs.ts).
runJobsInProcess(loadJobHandler);

export type AreaLambda = (event: HttpEvent, context: object) => Promise<HttpResult>;

export async function loadAreaHandler(area: AreaName | string): Promise<AreaLambda> {
  const module = (await import(`./${area}/handlers.ts`)) as { handler?: AreaLambda };
  if (!module.handler) throw new Error(`functions/api/${area}/handlers.ts exports no handler`);
  return module.handler;
}
