/**
 * Starts a bulk print job's run: in AWS an execution of its state machine (named after the job,
 * so a second start of the same job is refused by Step Functions rather than printing twice);
 * locally, where no state machine is configured, an execution of the same definition in this
 * process (infra/local/state-machines.ts, docs/decisions/0054).
 */
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { env } from '@functions/lib/env';
import { startStateMachineInProcess } from '@functions/lib/jobs';
import { traced } from '@functions/lib/observability';

let sfn: SFNClient | undefined;

export async function startBulkRun(jobId: string): Promise<void> {
  const stateMachineArn = env.jobStateMachine('skpi-bulk');
  if (!stateMachineArn) return startStateMachineInProcess('skpi-bulk', { jobId });
  sfn ??= traced(new SFNClient({ region: env.region }));
  await sfn.send(new StartExecutionCommand({ stateMachineArn, name: jobId, input: JSON.stringify({ jobId }) }));
}
