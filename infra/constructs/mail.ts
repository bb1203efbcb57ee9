/**
 * Outgoing e-mail (OTP, activation, password reset) through SES v2: the sender identity (one
 * address, or the whole domain when configured) and a configuration set that suppresses
 * addresses that bounced or complained, which protects the account's sending reputation.
 */
import { ArnFormat, Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly from: string;
  /** Verified test recipients (SES sandbox only). */
  readonly testRecipients: EmailIdentity[];

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.from = config.mail.from;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: config.mail.domain ? Identity.domain(config.mail.domain) : Identity.email(config.mail.from),
      configurationSet: this.configurationSet,
    });
    this.testRecipients = (config.mail.testRecipients ?? []).map(
      (address) => new EmailIdentity(this, `TestRecipient-${address}`, { identity: Identity.email(address) }),
    );
  }

  /** SendEmail from the sender identity, through its configuration set (both are authorized). */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
    for (const recipient of this.testRecipients) recipient.grantSendEmail(grantee);
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    Grant.addToPrincipal({ grantee, actions: ['ses:SendEmail', 'ses:SendRawEmail'], resourceArns: [configurationSetArn] });
  }
}
