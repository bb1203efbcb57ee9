/**
 * Starts a bulk print job's run: in AWS an execution of its state machine (named after the job,
 * so a second start of the same job is refused by Step Functions rather than printing twice);
 * locally, where no state machine is configured, the job's steps in this process (startJob).
 */
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { env } from '@functions/lib/env';
import { startJob } from '@functions/lib/jobs';
import { tracer } from '@functions/lib/observability';

let sfn: SFNClient | undefined;

export async function startBulkRun(jobId: string): Promise<void> {
  const stateMachineArn = env.jobStateMachine('skpi-bulk');
  if (!stateMachineArn) return startJob('skpi-bulk', { jobId });
  sfn ??= tracer.captureAWSv3Client(new SFNClient({ region: env.region }));
  await sfn.send(new StartExecutionCommand({ stateMachineArn, name: jobId, input: JSON.stringify({ jobId }) }));
}
