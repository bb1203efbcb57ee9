/**
 * The HTTP API: one route per contract entry (shared/api), route key = method + path exactly as
 * declared, each to its area's Lambda. One integration and one invoke permission per area, not
 * per route, so the stack stays far below CloudFormation's 500 resources as the contract grows.
 */

import type { ContractEntry } from '@shared/api/index';
import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpIntegrationType,
  HttpMethod,
  HttpRoute,
  HttpRouteIntegration,
  type HttpRouteIntegrationConfig,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';

/** Lambda proxy integration (payload 2.0) without a permission per route: the area grants one. */
class AreaIntegration extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly fn: IFunction,
  ) {
    super(id);
  }

  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      timeout: Duration.seconds(29),
    };
  }
}

/** One JSON line per request; `requestId` is the id the functions log and answer with. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationStatus: '$context.integrationStatus',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly routes: HttpRoute[] = [];

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `SKPI ${config.stage}: /api/* behind CloudFront`,
      createDefaultStage: false,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: config.logRetention, removalPolicy: config.removalPolicy });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.throttling,
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: ACCESS_LOG_FORMAT },
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is per route in the area Lambda (session JWT in an HttpOnly cookie, roles declared in shared/api and checked with the token version on every call); many routes are public (sign-in, registration, the public search and profiles, the SKPI verification and credentials).',
    });
  }

  /** Adds the routes of one area, all to the area's function. */
  addArea(area: string, fn: IFunction, entries: ContractEntry[]): HttpRoute[] {
    const integration = new AreaIntegration(`${area}-integration`, fn);
    const stack = Stack.of(this);
    fn.addPermission('InvokeFromHttpApi', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: stack.formatArn({
        service: 'execute-api',
        resource: this.httpApi.apiId,
        resourceName: '*',
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      }),
    });
    const added = entries.map(
      ({ name, route }) =>
        new HttpRoute(this, `Route-${area}-${name}`, {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration,
        }),
    );
    this.routes.push(...added);
    return added;
  }

  /** The API's host name, for CloudFront's origin (`https://{id}.execute-api.{region}.amazonaws.com`). */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }
}
