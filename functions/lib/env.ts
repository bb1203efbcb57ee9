/**
 * Environment of the Lambda functions and the local server, read in one place.
 * A missing variable fails at the first read with its name, never as an undefined later on.
 */
function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`environment variable ${name} is not set`);
  return value;
}

function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/** The variable holding a job's function name: `JOB_FUNCTION_` + the name upper-cased, '-' as '_'. */
export const jobFunctionVariable = (job: string) => `JOB_FUNCTION_${job.toUpperCase().replace(/-/g, '_')}`;
/** The variable holding a job's state machine ARN (a job run by Step Functions): `JOB_STATE_MACHINE_` + the name as above. */
export const jobStateMachineVariable = (job: string) => `JOB_STATE_MACHINE_${job.toUpperCase().replace(/-/g, '_')}`;

/** The variable holding a signing key's KMS key id: `SEGEL_KMS_KEY_ID`, `KREDENSIAL_KMS_KEY_ID`. */
export const signingKeyVariable = (name: string) => `${name.toUpperCase()}_KMS_KEY_ID`;

/**
 * The variables of a token key (functions/lib/token-keys.ts), e.g. `SESSION_TOKEN_PUBLIC_JWK`:
 * `publicJwk` the public JWK (every Lambda); `privateArn` the secret holding the private JWK (AWS,
 * only the Lambdas that sign with it); `privateJwk` the private JWK itself (local runtime only).
 */
export const tokenKeyVariable = (name: string, part: 'publicJwk' | 'privateArn' | 'privateJwk') =>
  `${name.toUpperCase()}_TOKEN_${{ publicJwk: 'PUBLIC_JWK', privateArn: 'PRIVATE_ARN', privateJwk: 'PRIVATE_JWK' }[part]}`;

export const env = {
  /**
   * The stage this code runs as: `local` (set by the local runtime, infra/local/server.ts, and the
   * test runner), or the deployed stage's name (set by the CDK app). Required, never defaulted: the
   * local behaviour prints sign-in codes to the log, so a Lambda without STAGE fails to start
   * (observability.ts reads it when the bundle loads) rather than guess.
   */
  get stage(): string {
    const value = optional('STAGE');
    if (value === undefined) {
      throw new Error(
        'environment variable STAGE is not set: name the stage (local for the local runtime, else the deployed stage); refusing to start',
      );
    }
    return value;
  },
  get region(): string {
    return optional('AWS_REGION') ?? 'ap-southeast-3';
  },
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get uploadsBucket(): string {
    return required('UPLOADS_BUCKET');
  },
  get documentsBucket(): string {
    return required('DOCUMENTS_BUCKET');
  },
  /** The audit archive (S3 Object Lock): set for the audit-archive job only. */
  get auditArchiveBucket(): string {
    return required('AUDIT_ARCHIVE_BUCKET');
  },
  get mailFrom(): string {
    return required('MAIL_FROM');
  },
  /** Public address of the web app, for links in e-mails (activation, reset). */
  get appUrl(): string {
    return required('APP_URL');
  },
  /** A token key's public JWK (JSON); every Lambda that checks a session has it. */
  tokenPublicJwk(name: string): string | undefined {
    return optional(tokenKeyVariable(name, 'publicJwk'));
  },
  /** AWS: the secret holding a token key's private JWK, set only where that key signs. */
  tokenPrivateArn(name: string): string | undefined {
    return optional(tokenKeyVariable(name, 'privateArn'));
  },
  /** Local runtime: a token key's private JWK (JSON) itself. */
  tokenPrivateJwk(name: string): string | undefined {
    return optional(tokenKeyVariable(name, 'privateJwk'));
  },
  /** The origin-verify value CloudFront sends (local runtime: the value; AWS: the secret's ARN). */
  get originVerify(): string | undefined {
    return optional('ORIGIN_VERIFY');
  },
  get originVerifyArn(): string | undefined {
    return optional('ORIGIN_VERIFY_ARN');
  },
  /** Endpoints of the local stand-ins; unset in AWS. */
  get dynamodbEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
  },
  get s3Endpoint(): string | undefined {
    return optional('S3_ENDPOINT');
  },
  get sesEndpoint(): string | undefined {
    return optional('SES_ENDPOINT');
  },
  /** Quota of the admin dashboard's "used disk space" card, in GB (per stage: infra/config.ts). */
  get storageQuotaGb(): number {
    const value = Number(required('STORAGE_QUOTA_GB'));
    if (!(value > 0)) throw new Error('environment variable STORAGE_QUOTA_GB must be a positive number of GB');
    return value;
  },
  /** Locally, how long a listing of the buckets stands for the storage card (seconds; default 60; 0: every call lists). */
  get storageMeasureSeconds(): number {
    return Number(optional('STORAGE_MEASURE_SECONDS') ?? 60);
  },
  /** Notification mail waits until a user has had no new notification this long (seconds; default 60). */
  get mailDigestQuietSeconds(): number {
    return Number(optional('MAIL_DIGEST_QUIET_SECONDS') ?? 60);
  },
  /** ... but no longer than this after the oldest unsent one (seconds; default 600). */
  get mailDigestMaxWaitSeconds(): number {
    return Number(optional('MAIL_DIGEST_MAX_WAIT_SECONDS') ?? 600);
  },
  /** Directory holding idn-area-data's CSV files (copied into the Lambda bundle). */
  get areaDataDir(): string | undefined {
    return optional('AREA_DATA_DIR');
  },
  /** When set, every answer is checked against its contract schema (tests, local runtime). */
  get validateResponses(): boolean {
    return optional('VALIDATE_RESPONSES') === '1';
  },
  /** Powertools log level; 'SILENT' (tests) also stops the local runtime's mail notes on the console. */
  get logLevel(): string {
    return optional('LOG_LEVEL') ?? 'INFO';
  },
  /** The function name of a job this Lambda starts (`JOB_FUNCTION_SKPI_BULK`); unset locally: the job runs in-process. */
  jobFunction(job: string): string | undefined {
    return optional(jobFunctionVariable(job));
  },
  /** The state machine of a job run by Step Functions (`JOB_STATE_MACHINE_SKPI_BULK`); unset locally: its steps run in-process. */
  jobStateMachine(job: string): string | undefined {
    return optional(jobStateMachineVariable(job));
  },
  /** AWS: the KMS key (id or ARN) of a signing key (`SEGEL_KMS_KEY_ID`, `KREDENSIAL_KMS_KEY_ID`); unset locally. */
  signingKmsKey(name: string): string | undefined {
    return optional(signingKeyVariable(name));
  },
  /** The RFC 3161 timestamp authority of the seal (level B-T; infra/config.ts `segelTsaUrl`); unset: level B-B. */
  get segelTsaUrl(): string | undefined {
    return optional('SEGEL_TSA_URL');
  },
  /** Local runtime: the folder holding the software signing keys (`segel.key.pem`, `kredensial.key.pem`). */
  get signingKeysDir(): string | undefined {
    return optional('SIGNING_KEYS_DIR');
  },
  /**
   * The benches load the public routes from one address far past any client's limit: they turn
   * the per-client limits off with `PUBLIC_LIMITS=off`, which only the local stage honours.
   */
  get publicLimitsOff(): boolean {
    return optional('PUBLIC_LIMITS') === 'off' && optional('STAGE') === 'local';
  },
  /**
   * Campus sign-in (OpenID Connect, infra/config.ts `sso`): the provider's issuer URL and this
   * app's client id; unset: campus sign-in is off on this stage.
   */
  get ssoIssuer(): string | undefined {
    return optional('SSO_ISSUER');
  },
  get ssoClientId(): string | undefined {
    return optional('SSO_CLIENT_ID');
  },
  /** Local runtime: the client secret itself. AWS: unset, the secret is read from Secrets Manager (`ssoClientSecretName`). */
  get ssoClientSecret(): string | undefined {
    return optional('SSO_CLIENT_SECRET');
  },
  get ssoClientSecretName(): string | undefined {
    return optional('SSO_CLIENT_SECRET_NAME');
  },
  /** AWS: the Secrets Manager secret of the Neo Feeder operator's password (only the feeder Lambdas have it). */
  get feederSecretArn(): string | undefined {
    return optional('FEEDER_SECRET_ARN');
  },
  /** Local runtime: the file under the git-ignored `.data/` (or the test stack's folder) that keeps it instead. */
  get feederSecretFile(): string | undefined {
    return optional('FEEDER_SECRET_FILE');
  },
  /** The Feeder client's per-call timeout and pause between pages (ms); unset: the defaults of functions/domain/feeder/client.ts. */
  get feederTimeoutMs(): number | undefined {
    const v = optional('FEEDER_TIMEOUT_MS');
    return v === undefined ? undefined : Number(v);
  },
  get feederPauseMs(): number | undefined {
    const v = optional('FEEDER_PAUSE_MS');
    return v === undefined ? undefined : Number(v);
  },
  /** The e-mail domains accepted (comma-separated, lower case): an address elsewhere is refused. */
  get ssoDomains(): string[] {
    return list(optional('SSO_DOMAINS'));
  },
  /** The roles that may sign in with the campus account (comma-separated). */
  get ssoRoles(): string[] {
    return list(optional('SSO_ROLES'));
  },
  /** The provider enforces multi-factor sign-in: a campus sign-in then skips the e-mailed code. */
  get ssoMfaEnforced(): boolean {
    return optional('SSO_MFA_ENFORCED') === '1';
  },
  /** `0`: staff may no longer sign in with a password while campus sign-in is on. */
  get ssoStaffPassword(): boolean {
    return optional('SSO_STAFF_PASSWORD') !== '0';
  },
  /**
   * The campus egress addresses (comma-separated CIDRs, infra/config.ts `campus.egressCidrs`): every
   * per-address limit is higher there (functions/lib/client-address.ts); unset: none.
   */
  get campusEgressCidrs(): string[] {
    return list(optional('CAMPUS_EGRESS_CIDRS'));
  },
  /** Cookies carry `Secure` except on the plain-http local runtime. */
  get secureCookies(): boolean {
    return optional('INSECURE_COOKIES') !== '1';
  },
};
