/**
 * Configuration of each deployment stage, in one typed place (`cdk deploy -c stage=prod`).
 * Physical names are never set here or anywhere in the stack: CloudFormation names every
 * resource from its construct id, so several stages can live in one account.
 *
 * Deployment-specific values (sender address, domain, alarm e-mail, the seal's timestamp
 * authority, campus sign-in, campus egress addresses) may be overridden per command with context, e.g. `-c mailFrom=skpi@univ.ac.id
 * -c alarmEmail=ops@univ.ac.id -c segelTsaUrl=https://tsa.example.id -c ssoIssuer=https://accounts.google.com ...`.
 */

import { parseCidr } from '@functions/lib/client-address';
import { ROLES, type Role } from '@shared/api/contract';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export interface StageConfig {
  stage: Stage;
  /**
   * The region of the stage's stack (`-c region=` overrides). Named, not taken from the caller's
   * profile: the web ACL of CloudFront lives in us-east-1 in a stack of its own, and CDK passes its
   * ARN across regions only between stacks whose regions are known at synth time.
   */
  region: string;
  /**
   * The AWS WAF web ACL on CloudFront (infra/stacks/skpi-edge-stack.ts): requests per client
   * address within 5 minutes before the rate rule blocks that address (WAF's minimum is 10);
   * `campusRatePer5Minutes`: the same for each campus egress address.
   */
  waf: { ratePer5Minutes: number; campusRatePer5Minutes: number };
  /**
   * The university's campus egress addresses (CIDRs, IPv4 or IPv6; `-c campusEgressCidrs=` overrides,
   * comma-separated): thousands of students share them, so every per-address limit of the app
   * is higher there (functions/lib/client-address.ts), and the edge gives them their own rate.
   */
  campus: { egressCidrs: string[] };
  /** What happens to stateful resources (table, buckets, secret, logs) when the stack is deleted. */
  removalPolicy: RemovalPolicy;
  /** DynamoDB deletion protection: the table cannot be deleted, even by CloudFormation. */
  deletionProtection: boolean;
  /** DynamoDB point-in-time recovery (35 days of restorable history). */
  pointInTimeRecovery: boolean;
  /** Retention of Lambda and API access logs. */
  logRetention: RetentionDays;
  /** Noncurrent versions of uploaded files and documents are kept this long. */
  noncurrentVersionExpiration: Duration;
  /**
   * The audit archive (S3 Object Lock, infra/constructs/audit-archive.ts): each entry's copy
   * cannot be changed or deleted for `retentionDays`. COMPLIANCE binds every account user, root
   * included, and cannot be shortened; GOVERNANCE may be lifted by a user allowed to bypass it,
   * so a disposable stage can be emptied. `expireAfterDays`: copies are then removed (unset: kept).
   */
  auditArchive: { mode: 'COMPLIANCE' | 'GOVERNANCE'; retentionDays: number; expireAfterDays?: number };
  /** Alarm notifications go to this address (subscription to confirm by e-mail); none when unset. */
  alarmEmail?: string;
  mail: {
    /** Sender address of every e-mail (OTP, activation, password reset). */
    from: string;
    /**
     * When set, the whole domain is verified in SES (DKIM records to publish) instead of the
     * single sender address; the sender must belong to it.
     */
    domain?: string;
    /**
     * While the account is in the SES sandbox, mail reaches only verified addresses, and SES
     * authorizes the recipient's identity too: these test addresses are created as identities
     * (each receives a verification link) and the mail-sending functions may send to them.
     */
    testRecipients?: string[];
  };
  /**
   * Custom domain of the web app (CloudFront alias), with an ACM certificate in us-east-1.
   * Unset: the app is served at its *.cloudfront.net address.
   */
  appDomain?: { name: string; certificateArn: string };
  /** Quota shown on the admin dashboard's "used disk space" card. */
  storageQuotaGb: number;
  /** Default throttling of the HTTP API stage (requests per second, burst). */
  throttling: { rateLimit: number; burstLimit: number };
  /** Area functions: memory and timeout. */
  lambda: { memoryMb: number; timeout: Duration };
  /**
   * The RFC 3161 timestamp authority of the SKPI seal (PAdES B-T: a trusted time in every seal);
   * unset: the seal is B-B (the signer's clock only). docs/operations.md "The seal certificate".
   */
  segelTsaUrl?: string;
  /**
   * Campus sign-in with the university's OpenID Connect provider (Google Workspace, Entra ID,
   * Keycloak; docs/operations.md "Campus sign-in"); unset: password sign-in only.
   */
  sso?: SsoConfig;
}

export interface SsoConfig {
  /** The provider's issuer URL (https; its /.well-known/openid-configuration is read at the first sign-in). */
  issuer: string;
  clientId: string;
  /** The Secrets Manager secret (by name) holding the client secret, created by the operator; only the campus sign-in (`sso`) Lambda may read it. */
  clientSecretName: string;
  /** The e-mail domains accepted, e.g. univ.ac.id and student.univ.ac.id. */
  domains: string[];
  /** The roles that may sign in with the campus account (default: every role). */
  rolesAllowed: Role[];
  /** The provider enforces multi-factor sign-in: the e-mailed code is then skipped for campus sign-ins. */
  mfaEnforced: boolean;
  /** Staff may still sign in with a password (false: campus sign-in only, for every role but students). */
  staffPassword: boolean;
}

const CONFIGS: Record<Stage, StageConfig> = {
  dev: {
    stage: 'dev',
    region: 'ap-southeast-3',
    waf: { ratePer5Minutes: 2000, campusRatePer5Minutes: 10000 },
    campus: { egressCidrs: [] },
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    pointInTimeRecovery: false,
    logRetention: RetentionDays.TWO_WEEKS,
    noncurrentVersionExpiration: Duration.days(7),
    auditArchive: { mode: 'GOVERNANCE', retentionDays: 1, expireAfterDays: 14 },
    mail: { from: 'skpi-dev@example.ac.id' },
    storageQuotaGb: 5,
    throttling: { rateLimit: 50, burstLimit: 100 },
    lambda: { memoryMb: 512, timeout: Duration.seconds(15) },
  },
  prod: {
    stage: 'prod',
    region: 'ap-southeast-3',
    // a campus NAT puts thousands of students behind one address: about 30 requests a second from
    // it for five minutes before the edge blocks it (the app's own per-client limits come first)
    waf: { ratePer5Minutes: 10000, campusRatePer5Minutes: 50000 },
    // the university's NAT addresses, e.g. ['203.0.113.0/28', '2001:db8:100::/48']
    campus: { egressCidrs: [] },
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    pointInTimeRecovery: true,
    logRetention: RetentionDays.ONE_YEAR,
    noncurrentVersionExpiration: Duration.days(30),
    // ten years: a printed SKPI's history must still be provable while the paper is checked
    auditArchive: { mode: 'COMPLIANCE', retentionDays: 3650 },
    mail: { from: 'skpi@example.ac.id' },
    storageQuotaGb: 100,
    throttling: { rateLimit: 500, burstLimit: 1000 },
    lambda: { memoryMb: 512, timeout: Duration.seconds(29) },
  },
};

/** Context keys that override a stage's deployment-specific values. */
export interface ConfigOverrides {
  region?: string;
  mailFrom?: string;
  mailDomain?: string;
  /** Comma-separated test recipients for the SES sandbox. */
  testRecipients?: string;
  alarmEmail?: string;
  appDomain?: string;
  certificateArn?: string;
  segelTsaUrl?: string;
  ssoIssuer?: string;
  ssoClientId?: string;
  ssoClientSecretName?: string;
  /** Comma-separated. */
  ssoDomains?: string;
  /** Comma-separated roles ('admin jurusan' with its space). */
  ssoRoles?: string;
  /** 'true' or 'false'. */
  ssoMfaEnforced?: string;
  ssoStaffPassword?: string;
  /** Comma-separated CIDRs. */
  campusEgressCidrs?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}

/** The configuration of one stage; an unknown or missing stage fails with the list of known ones. */
export function stageConfig(stage: unknown, overrides: ConfigOverrides = {}): StageConfig {
  if (typeof stage !== 'string' || !isStage(stage)) {
    const given = stage === undefined ? 'no stage' : `unknown stage "${String(stage)}"`;
    throw new Error(`${given}: pass -c stage=<${STAGES.join('|')}> (configured in infra/config.ts)`);
  }
  const base = CONFIGS[stage];
  const config: StageConfig = {
    ...base,
    region: overrides.region ?? base.region,
    mail: {
      from: overrides.mailFrom ?? base.mail.from,
      domain: overrides.mailDomain ?? base.mail.domain,
      testRecipients: overrides.testRecipients
        ? overrides.testRecipients
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : base.mail.testRecipients,
    },
    alarmEmail: overrides.alarmEmail ?? base.alarmEmail,
    segelTsaUrl: overrides.segelTsaUrl ?? base.segelTsaUrl,
    sso: ssoOf(overrides) ?? base.sso,
    campus: { egressCidrs: overrides.campusEgressCidrs !== undefined ? commaList(overrides.campusEgressCidrs) : base.campus.egressCidrs },
    appDomain:
      overrides.appDomain !== undefined || overrides.certificateArn !== undefined
        ? { name: overrides.appDomain ?? '', certificateArn: overrides.certificateArn ?? '' }
        : base.appDomain,
  };
  validate(config);
  return config;
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value !== 'true' && value !== 'false') throw new Error(`${name} must be true or false, not "${value}"`);
  return value === 'true';
}

/** Campus sign-in from context: any of its keys turns it on (and the checks then ask for the rest). */
function ssoOf(o: ConfigOverrides): SsoConfig | undefined {
  const given = [o.ssoIssuer, o.ssoClientId, o.ssoClientSecretName, o.ssoDomains, o.ssoRoles, o.ssoMfaEnforced, o.ssoStaffPassword];
  if (given.every((v) => v === undefined)) return undefined;
  const roles = o.ssoRoles ? commaList(o.ssoRoles) : [...ROLES];
  const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  if (unknown.length) throw new Error(`ssoRoles: unknown role "${unknown[0]}" (roles: ${ROLES.join(', ')})`);
  return {
    issuer: o.ssoIssuer ?? '',
    clientId: o.ssoClientId ?? '',
    clientSecretName: o.ssoClientSecretName ?? '',
    domains: commaList(o.ssoDomains ?? '').map((d) => d.toLowerCase()),
    rolesAllowed: roles as Role[],
    mfaEnforced: flag('ssoMfaEnforced', o.ssoMfaEnforced, false),
    staffPassword: flag('ssoStaffPassword', o.ssoStaffPassword, true),
  };
}

function validateSso(stage: Stage, sso: SsoConfig): void {
  if (!/^https:\/\/[^\s/]+/.test(sso.issuer))
    throw new Error(`stage ${stage}: ssoIssuer "${sso.issuer}" is not the https address of an OpenID Connect provider`);
  if (!sso.clientId || !sso.clientSecretName)
    throw new Error(`stage ${stage}: campus sign-in needs ssoClientId and ssoClientSecretName (a Secrets Manager secret's name)`);
  if (!sso.domains.length || sso.domains.some((d) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d))) {
    throw new Error(`stage ${stage}: ssoDomains must list the accepted e-mail domains, comma-separated (e.g. univ.ac.id,student.univ.ac.id)`);
  }
  if (!sso.rolesAllowed.length) throw new Error(`stage ${stage}: ssoRoles names no role`);
  if (!sso.staffPassword && !sso.rolesAllowed.some((r) => r !== 'mahasiswa')) {
    throw new Error(`stage ${stage}: staff passwords cannot be turned off while no staff role may use campus sign-in`);
  }
}

function validate(config: StageConfig): void {
  if (config.sso) validateSso(config.stage, config.sso);
  const { from, domain } = config.mail;
  if (!EMAIL.test(from)) throw new Error(`stage ${config.stage}: mail sender "${from}" is not an e-mail address`);
  if (domain && !from.toLowerCase().endsWith(`@${domain.toLowerCase()}`)) {
    throw new Error(`stage ${config.stage}: mail sender "${from}" is not in the verified domain "${domain}"`);
  }
  for (const address of config.mail.testRecipients ?? []) {
    if (!EMAIL.test(address)) throw new Error(`stage ${config.stage}: test recipient "${address}" is not an e-mail address`);
  }
  if (config.alarmEmail !== undefined && !EMAIL.test(config.alarmEmail)) {
    throw new Error(`stage ${config.stage}: alarm e-mail "${config.alarmEmail}" is not an e-mail address`);
  }
  if (config.appDomain && (!config.appDomain.name || !config.appDomain.certificateArn.startsWith('arn:'))) {
    throw new Error(`stage ${config.stage}: a custom app domain needs both appDomain and certificateArn (an ACM certificate in us-east-1)`);
  }
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(config.region)) throw new Error(`stage ${config.stage}: region "${config.region}" is not an AWS region name`);
  for (const rate of [config.waf.ratePer5Minutes, config.waf.campusRatePer5Minutes]) {
    if (!(Number.isInteger(rate) && rate >= 10)) {
      throw new Error(`stage ${config.stage}: the WAF rate limits must be whole numbers of requests per 5 minutes, at least 10`);
    }
  }
  for (const cidr of config.campus.egressCidrs) {
    const parsed = parseCidr(cidr);
    // WAF's IP sets take every prefix but /0
    if (!parsed || parsed.prefix === 0) {
      throw new Error(`stage ${config.stage}: campus egress address "${cidr}" is not a CIDR such as 203.0.113.0/28 or 2001:db8::/48`);
    }
  }
  if (!(config.storageQuotaGb > 0)) throw new Error(`stage ${config.stage}: storageQuotaGb must be positive`);
  const archive = config.auditArchive;
  if (!(Number.isInteger(archive.retentionDays) && archive.retentionDays >= 1)) {
    throw new Error(`stage ${config.stage}: the audit archive's retention must be a whole number of days, at least 1`);
  }
  if (archive.expireAfterDays !== undefined && !(archive.expireAfterDays > archive.retentionDays)) {
    throw new Error(`stage ${config.stage}: the audit archive's copies may expire only after their retention`);
  }
  if (config.segelTsaUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(config.segelTsaUrl)) {
    throw new Error(`stage ${config.stage}: segelTsaUrl "${config.segelTsaUrl}" is not an http(s) address of a timestamp authority`);
  }
}

/** Reads the stage and its overrides from CDK context (`-c stage=dev -c alarmEmail=...`). */
export function configFromContext(tryGetContext: (key: string) => unknown): StageConfig {
  const text = (key: string): string | undefined => {
    const value = tryGetContext(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return stageConfig(tryGetContext('stage'), {
    region: text('region'),
    mailFrom: text('mailFrom'),
    mailDomain: text('mailDomain'),
    testRecipients: text('testRecipients'),
    alarmEmail: text('alarmEmail'),
    appDomain: text('appDomain'),
    certificateArn: text('certificateArn'),
    segelTsaUrl: text('segelTsaUrl'),
    ssoIssuer: text('ssoIssuer'),
    ssoClientId: text('ssoClientId'),
    ssoClientSecretName: text('ssoClientSecretName'),
    ssoDomains: text('ssoDomains'),
    ssoRoles: text('ssoRoles'),
    ssoMfaEnforced: text('ssoMfaEnforced'),
    ssoStaffPassword: text('ssoStaffPassword'),
    campusEgressCidrs: text('campusEgressCidrs'),
  });
}
