/**
 * The token keys (functions/lib/token-keys.ts): an ES256 key pair each, `session` and `link`.
 * Each private JWK lives in its own Secrets Manager secret, made at the first deploy by the
 * generator (functions/deploy/token-keys.ts, a custom resource) and never in the repo; the
 * public JWK comes back from the generator and reaches every Lambda in its environment, so
 * checking a token needs no secret. Only the Lambdas whose profile names a key (`tokens`,
 * infra/profiles.ts) may read its secret: GetSecretValue on it and its ARN in
 * `<NAME>_TOKEN_PRIVATE_ARN`. Rotating (docs/operations.md): deploy with `-c tokenKeyRotation=<a new mark>`.
 */
import { join } from 'node:path';
import { tokenKeyVariable } from '@functions/lib/env';
import { TOKEN_KEY_NAMES, type TokenKeyName } from '@functions/lib/token-keys';
import { CustomResource, Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import type { AreaFunction } from './area-function';
import { AREA_BUNDLE } from './bundling';

const PURPOSE: Record<TokenKeyName, string> = {
  session: 'signs the sessions and the sign-in tickets',
  link: 'signs the e-mailed activation links',
};

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export class TokenKeys extends Construct {
  /** The secret holding each private JWK. */
  readonly secrets: Record<TokenKeyName, Secret>;
  /** The generator (run by the deployment only) and its role: the only one besides the signers that reads, and the only one that writes, the secrets. */
  readonly generator: NodejsFunction;
  readonly generatorRole: Role;
  /** The environment every Lambda gets: each key's public JWK. */
  readonly publicEnvironment: Record<string, string> = {};

  constructor(scope: Construct, id: string, { config, projectRoot }: { config: StageConfig; projectRoot: string }) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'GeneratorLogs', { retention: config.logRetention, removalPolicy: config.removalPolicy });
    this.generatorRole = new Role(this, 'GeneratorRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `SKPI ${config.stage}: generator of the token keys (deployment only)`,
    });
    this.generatorRole.addToPolicy(
      new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
    );
    const generator = new NodejsFunction(this, 'Generator', {
      description: `SKPI ${config.stage}: makes the token keys into their secrets at deploy time`,
      entry: join(projectRoot, 'functions', 'deploy', 'token-keys.ts'),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.minutes(1),
      logGroup,
      role: this.generatorRole,
      bundling: {
        format: OutputFormat.ESM,
        target: AREA_BUNDLE.target,
        mainFields: [...AREA_BUNDLE.mainFields],
        minify: AREA_BUNDLE.minify,
        banner: AREA_BUNDLE.banner,
        bundleAwsSDK: true,
        externalModules: [...AREA_BUNDLE.external],
        forceDockerBundling: false,
      },
    });
    this.generator = generator;
    const rotation = String(this.node.tryGetContext('tokenKeyRotation') ?? '');

    const make = (name: TokenKeyName): Secret => {
      const secret = new Secret(this, `${title(name)}Key`, {
        description: `SKPI ${config.stage}: private ES256 key (JWK) that ${PURPOSE[name]}`,
        removalPolicy: config.removalPolicy,
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason: `Rotating the ${name} token key ends every token it signed, so it is rotated by a deploy with a new tokenKeyRotation mark (docs/operations.md), not on a schedule.`,
      });
      secret.grantRead(this.generatorRole);
      secret.grantWrite(this.generatorRole);
      const key = new CustomResource(this, `${title(name)}KeyPair`, {
        serviceToken: generator.functionArn,
        resourceType: 'Custom::SkpiTokenKey',
        properties: { SecretArn: secret.secretArn, Rotation: rotation },
      });
      // the role's policy must be in place before the generator runs
      key.node.addDependency(this.generatorRole);
      this.publicEnvironment[tokenKeyVariable(name, 'publicJwk')] = key.getAttString('PublicJwk');
      return secret;
    };
    this.secrets = Object.fromEntries(TOKEN_KEY_NAMES.map((name) => [name, make(name)])) as Record<TokenKeyName, Secret>;
  }

  /** Lets the function sign with exactly the named keys: a read of their secrets, and where they are. */
  grantSigning(fn: AreaFunction, names: readonly TokenKeyName[]): void {
    for (const name of names) {
      this.secrets[name].grantRead(fn.role);
      fn.fn.addEnvironment(tokenKeyVariable(name, 'privateArn'), this.secrets[name].secretArn);
    }
  }
}
