/**
 * Alarms that page the operators (docs/operations.md, "Runbook"): the HTTP API answering 5xx,
 * any area Lambda failing, a failed run of a job (a message in its failure queue) and an audit
 * entry changed in the table (the audit archive's metric). Notifications go to one SNS topic, with an optional e-mail
 * subscription from the stage's config.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';

export interface AlarmsProps {
  config: StageConfig;
  httpApi: HttpApi;
  functions: { area: string; fn: IFunction }[];
  /** The failure queues of the on-demand jobs (area-functions.ts). */
  jobFailures?: { job: string; queue: IQueue }[];
  /** The state machines of the jobs run by one (the bulk print's): a failed, timed-out or aborted execution pages. */
  stateMachines?: { job: string; machine: StateMachine }[];
  /** Application metrics that page on their first count (the audit archive's changed entries). */
  metrics?: { id: string; metric: IMetric; description: string }[];
}

const PERIOD = Duration.minutes(5);

export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, { config, httpApi, functions, jobFailures = [], stateMachines = [], metrics = [] }: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: `SKPI ${config.stage} alarms`, enforceSSL: true });
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));

    this.add('Api5xx', httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }), {
      threshold: 5,
      description: 'The HTTP API answered 5 or more 5xx in 5 minutes: read the area logs by request id (docs/operations.md).',
    });
    for (const { area, fn } of functions) {
      this.add(`Errors-${area}`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), {
        threshold: 1,
        description: `The ${area} Lambda failed (unhandled error, timeout or crash) in the last 5 minutes.`,
      });
      this.add(`Throttles-${area}`, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }), {
        threshold: 1,
        description: `The ${area} Lambda was throttled (account concurrency exhausted) in the last 5 minutes.`,
      });
    }
    for (const { job, queue } of jobFailures) {
      this.add(`Failed-${job}`, queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }), {
        threshold: 1,
        description: `A run of the ${job} job failed (crash, timeout or never started): its event and error wait in the job's failure queue (docs/operations.md).`,
      });
    }
    for (const { job, machine } of stateMachines) {
      const ended = new MathExpression({
        expression: 'failed + timedOut + aborted',
        usingMetrics: {
          failed: machine.metricFailed({ period: PERIOD, statistic: 'Sum' }),
          timedOut: machine.metricTimedOut({ period: PERIOD, statistic: 'Sum' }),
          aborted: machine.metricAborted({ period: PERIOD, statistic: 'Sum' }),
        },
        period: PERIOD,
      });
      this.add(`Failed-${job}`, ended, {
        threshold: 1,
        description: `A run of the ${job} job failed, timed out or was stopped: its execution's history names the step and error (docs/operations.md).`,
      });
    }
    for (const { id: metricId, metric, description } of metrics) this.add(metricId, metric, { threshold: 1, description });
  }

  private add(id: string, metric: IMetric, { threshold, description }: { threshold: number; description: string }): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
