/**
 * The bulk SKPI print's state machine (docs/decisions/0046): the skpi-bulk Lambda is its worker,
 * called once per step of functions/domain/cetak/bulk.ts, with the run's shape from
 * functions/domain/cetak/bulk-policy.ts (the local run reads the same):
 *
 *   Reserve ─▶ Planned? ─ stop ─▶ NothingToRun
 *                 ├─ fewer than DISTRIBUTED_FROM_CHUNKS chunks ─▶ PrintChunks (inline Map) ─┐
 *                 └─ more ─▶ PrintChunksDistributed (distributed Map, child executions) ────┴▶ Join ─▶ Done
 *
 * Each Map runs at most MAX_CONCURRENCY chunks at once; a chunk is retried with backoff and jitter
 * (CHUNK_RETRY), and one that still fails is caught and reported in the job (`chunk-failed`), so the
 * job goes on. The distributed Map also tolerates TOLERATED_FAILURE_PERCENT of chunks whose report
 * failed too. The reservation, a Map that fails and the join (after their own retries) mark the
 * job failed. Executions are named after the job (the cetak area starts them), logged in full and
 * traced; a failed execution raises an alarm (alarms.ts).
 */
import { CHUNK_RETRY, DISTRIBUTED_FROM_CHUNKS, MAX_CONCURRENCY, STEP_RETRIES, TOLERATED_FAILURE_PERCENT } from '@functions/domain/cetak/bulk-policy';
import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import {
  Choice,
  Condition,
  DefinitionBody,
  DistributedMap,
  Errors,
  Fail,
  type IChainable,
  JitterType,
  JsonPath,
  LogLevel,
  Map as MapState,
  StateMachine,
  StateMachineType,
  Succeed,
  TaskInput,
  Timeout,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';

export interface BulkPrintProps {
  config: StageConfig;
  /** The skpi-bulk Lambda. */
  worker: IFunction;
  /** The documents bucket: the worker lists its job's prefix there (the join, a failed chunk's report). */
  documents: Bucket;
  /** The key prefix of every job's files (shared/domain/skpi-storage.ts `bulkZip`). */
  jobPrefix: string;
  /** The worker's own timeout (its profile's): a step waits that long, and a minute more, before it times out. */
  workerTimeout: Duration;
}

/** A whole run's limit: 20,000 students take minutes; a run still going after this is stopped and fails the job. */
const RUN_TIMEOUT = Duration.hours(6);

export class BulkPrint extends Construct {
  readonly stateMachine: StateMachine;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, { config, worker, documents, jobPrefix, workerTimeout }: BulkPrintProps) {
    super(scope, id);
    // a step's own deadline: the worker's timeout ends a stuck call first (an error the Retry sees);
    // this one is the backstop, and the deadline of a step run in process by the local runtime
    const taskTimeout = Timeout.duration(workerTimeout.plus(Duration.minutes(1)));
    const step = (name: string, payload: Record<string, unknown>, output: 'keep' | 'result') =>
      new LambdaInvoke(this, name, {
        lambdaFunction: worker,
        payload: TaskInput.fromObject(payload),
        payloadResponseOnly: true,
        retryOnServiceExceptions: true,
        taskTimeout,
        ...(output === 'keep' ? { resultPath: JsonPath.DISCARD } : {}),
      });
    const retried = (task: LambdaInvoke, maxAttempts: number): LambdaInvoke => {
      task.addRetry({
        errors: [Errors.ALL],
        maxAttempts,
        interval: Duration.seconds(CHUNK_RETRY.intervalSeconds),
        backoffRate: CHUNK_RETRY.backoffRate,
        jitterStrategy: JitterType.FULL,
      });
      return task;
    };
    const job = { 'jobId.$': '$.jobId' };
    const chunk = { 'jobId.$': '$.jobId', 'chunk.$': '$.chunk' };

    const failed = step('MarkFailed', { step: 'failed', ...job }, 'keep').next(
      new Fail(this, 'RunFailed', { error: 'BulkPrintFailed', cause: 'The job is marked failed; the execution history holds the error.' }),
    );
    const onError = { errors: [Errors.ALL], resultPath: '$.error' };

    // one chunk: printed, retried, or reported (each Map needs its own states)
    const processor = (suffix: string): IChainable => {
      const report = retried(step(`ReportChunk${suffix}`, { step: 'chunk-failed', ...chunk }, 'keep'), 2);
      return retried(step(`PrintChunk${suffix}`, { step: 'chunk', ...chunk }, 'keep'), CHUNK_RETRY.maxAttempts).addCatch(report, onError);
    };
    const items = { itemsPath: '$.chunks', itemSelector: { 'jobId.$': '$.jobId', 'chunk.$': '$$.Map.Item.Value' } };
    const join = retried(step('Join', { step: 'join', ...job }, 'keep'), STEP_RETRIES)
      .addCatch(failed, onError)
      .next(new Succeed(this, 'Done'));
    const inline = new MapState(this, 'PrintChunks', { ...items, maxConcurrency: MAX_CONCURRENCY, resultPath: JsonPath.DISCARD })
      .itemProcessor(processor(''))
      .addCatch(failed, onError);
    const distributed = new DistributedMap(this, 'PrintChunksDistributed', {
      ...items,
      maxConcurrency: MAX_CONCURRENCY,
      toleratedFailurePercentage: TOLERATED_FAILURE_PERCENT,
      mapExecutionType: StateMachineType.STANDARD,
      resultPath: JsonPath.DISCARD,
      label: 'Chunks',
    })
      .itemProcessor(processor('Distributed'))
      .addCatch(failed, onError);
    inline.next(join);
    distributed.next(join);

    const reserve = retried(step('Reserve', { step: 'reserve', ...job }, 'result'), STEP_RETRIES).addCatch(failed, onError);
    const definition = reserve.next(
      new Choice(this, 'Planned')
        .when(Condition.booleanEquals('$.stop', true), new Succeed(this, 'NothingToRun'))
        .when(Condition.booleanEquals('$.distributed', true), distributed)
        .otherwise(inline),
    );

    this.logGroup = new LogGroup(this, 'Logs', { retention: config.logRetention, removalPolicy: config.removalPolicy });
    this.stateMachine = new StateMachine(this, 'Machine', {
      comment: `SKPI ${config.stage}: a bulk print job (reserve numbers, print chunks, join skpi.zip); chunks go distributed from ${DISTRIBUTED_FROM_CHUNKS}`,
      definitionBody: DefinitionBody.fromChainable(definition),
      timeout: RUN_TIMEOUT,
      tracingEnabled: true,
      logs: { destination: this.logGroup, level: LogLevel.ALL, includeExecutionData: true },
    });
    // Distributed mode runs chunks as child executions of itself; the inline Map's choice of
    // DISTRIBUTED_FROM_CHUNKS is the reservation's (it answers `distributed`).

    // the worker lists its jobs' prefix only (the join's PDFs, a failed chunk's printed ones)
    worker.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [documents.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${jobPrefix}*`] } },
      }),
    );
    const role = this.stateMachine.role;
    const stack = Stack.of(this);
    const workerId = stack.getLogicalId(worker.node.defaultChild as never);
    const machineId = stack.getLogicalId(this.stateMachine.node.defaultChild as never);
    const literal = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
    // the ARN of the machine's executions as cdk-nag prints it (the name taken from the machine's ARN)
    const executions = `arn:${literal(stack.partition, 'AWS::Partition')}:states:${literal(stack.region, 'AWS::Region')}:<AWS::AccountId>:execution:{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${machineId}"}]}]}`;
    // the distributed Map's own policy hangs off the machine, not its role
    Validations.of(this.stateMachine).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${executions}:*]`,
        reason: 'The distributed Map describes and stops the child executions of this one state machine (their names are generated per run).',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${executions}/Chunks:*]`,
        reason: "The distributed Map (label 'Chunks') redrives and reads its own Map Run's child executions of this one state machine.",
      },
    );
    Validations.of(role).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::<${workerId}.Arn>:*]`,
        reason: 'Step Functions invokes the one worker Lambda of this state machine, any of its versions (the grant CDK gives a Lambda task).',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments and PutTelemetryRecords, and the CloudWatch Logs delivery actions, have no resource-level permissions.',
      },
    );
  }
}
