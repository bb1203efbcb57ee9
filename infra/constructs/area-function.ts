/**
 * One area's Lambda (rule 11: one function per area, not per route): the function defaults in
 * one place. Its role is built here instead of using AWSLambdaBasicExecutionRole, so it may write
 * only to its own log group; the area's data grants are added by the caller.
 */

import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import type { LambdaProfile } from '../profiles';
import { AREA_BUNDLE, areaEntry, LAMBDA_TASK_ROOT } from './bundling';

export interface AreaFunctionProps {
  /** The area's name, or the job's (shared/jobs.ts). */
  area: string;
  /** A job's handler module instead of the area's (`functions/jobs/<name>.ts`). */
  job?: { entry: string; summary: string };
  config: StageConfig;
  projectRoot: string;
  environment: Record<string, string>;
  /** Memory, timeout and data files (copied into the bundle's `dir`, AREA_DATA_DIR points there). */
  profile: LambdaProfile;
}

export class AreaFunction extends Construct {
  readonly area: string;
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, { area, job, config, projectRoot, environment, profile }: AreaFunctionProps) {
    super(scope, id);
    this.area = area;
    const dataFiles = profile.dataFiles;
    this.logGroup = new LogGroup(this, 'Logs', { retention: config.logRetention, removalPolicy: config.removalPolicy });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: job ? `SKPI ${config.stage}: Lambda of the ${area} job` : `SKPI ${config.stage}: Lambda of the ${area} area`,
    });
    this.role.addToPolicy(new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [this.logGroup.logGroupArn] }));

    this.fn = new NodejsFunction(this, 'Function', {
      description: job ? `SKPI ${config.stage}: ${area} job: ${job.summary}`.slice(0, 256) : `SKPI ${config.stage}: routes of the ${area} area`,
      entry: job ? job.entry : areaEntry(projectRoot, area),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: profile.memoryMb ?? config.lambda.memoryMb,
      timeout: profile.timeoutSeconds ? Duration.seconds(profile.timeoutSeconds) : config.lambda.timeout,
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      role: this.role,
      environment: {
        ...environment,
        // Stack traces of logged 5xx point into functions/ and shared/, not the minified bundle.
        NODE_OPTIONS: `--enable-source-maps${profile.heapMb ? ` --max-old-space-size=${profile.heapMb}` : ''}`,
        ...(dataFiles ? { AREA_DATA_DIR: `${LAMBDA_TASK_ROOT}/${dataFiles.dir}` } : {}),
      },
      bundling: {
        format: OutputFormat.ESM,
        target: AREA_BUNDLE.target,
        mainFields: [...AREA_BUNDLE.mainFields],
        minify: AREA_BUNDLE.minify,
        sourceMap: AREA_BUNDLE.sourcemap,
        sourcesContent: AREA_BUNDLE.sourcesContent,
        banner: AREA_BUNDLE.banner,
        bundleAwsSDK: true,
        externalModules: [...AREA_BUNDLE.external],
        forceDockerBundling: false,
        commandHooks: dataFiles
          ? {
              beforeBundling: () => [],
              beforeInstall: () => [],
              afterBundling: (inputDir: string, outputDir: string) => [
                `mkdir -p "${outputDir}/${dataFiles.dir}"`,
                ...dataFiles.files.map((file) => `cp "${inputDir}/${file}" "${outputDir}/${dataFiles.dir}/"`),
              ],
            }
          : undefined,
      },
    });

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: profile.metrics
        ? "X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) and the storage card's read of the buckets' daily size metric (cloudwatch:GetMetricData, read only): none of them supports resource-level permissions."
        : profile.auditArchive
          ? "X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) and the stream event source's dynamodb:ListStreams (CDK's stream read grant): none of them supports resource-level permissions; the stream's own reads are on the table's stream ARN."
          : 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
  }
}
