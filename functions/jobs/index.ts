/**
 * The Lambda entry of every job, by name: `functions/jobs/<name>.ts`, export `handler` (the CDK
 * app bundles that file). The local runtime and the tests load a job through this function.
 */
export type JobLambda = (event?: unknown) => Promise<unknown>;

export async function loadJobHandler(name: string): Promise<JobLambda> {
  const module = (await import(`./${name}.ts`)) as { handler?: JobLambda };
  if (!module.handler) throw new Error(`functions/jobs/${name}.ts exports no handler`);
  return module.handler;
}
