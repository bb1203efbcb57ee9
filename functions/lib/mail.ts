/**
 * Outgoing e-mail through SES v2 (locally aws-ses-v2-local), with HTML and plain-text bodies in the
 * recipient account's language (Indonesian for an account that never chose): `sendMail` builds
 * every mail inside `inLanguage(recipient.bahasa, ...)`. On the local stage every OTP and link is
 * also printed to the console, so a developer can sign in without opening the mail viewer; no
 * other stage ever prints them.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { statusLabel } from '@shared/domain/status';
import { MAIL_MSG } from '@shared/messages/auth';
import { FEEDER_MAIL_MSG } from '@shared/messages/feeder';
import { type Bahasa, currentLanguage } from '@shared/messages/language';
import { MANAJEMEN_MAIL_MSG } from '@shared/messages/manajemen';
import { MUTASI_MAIL_MSG, type MutasiType } from '@shared/messages/mutasi';
import { PENGESAHAN_MAIL_MSG } from '@shared/messages/pengesahan';
import { NOTIFIKASI_MSG } from '@shared/messages/verifikasi';
import { lazy, localCredentials } from './clients';
import { env } from './env';
import { inLanguage } from './language';
import { traced } from './observability';

/** The SES client, created once per container (clients.ts keeps the others). */
export const ses = lazy(() => {
  const endpoint = env.sesEndpoint;
  return traced(
    new SESv2Client({
      region: env.region,
      ...(endpoint ? { endpoint, credentials: localCredentials } : {}),
    }),
  );
});

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(title: string, inner: string, footer: string = MAIL_MSG.ignore): string {
  return [
    `<!doctype html><html lang="${currentLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#16191f">',
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(MAIL_MSG.brand)}</h1>`,
    inner,
    `<p style="font-size:12px;color:#5f6b7a;margin-top:24px">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
}

const para = (s: string) => `<p style="font-size:14px;line-height:1.5">${escapeHtml(s)}</p>`;
const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0972d3;color:#ffffff;padding:10px 18px;border-radius:20px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>` +
  `<p style="font-size:12px;word-break:break-all"><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`;

export function otpMail(to: string, name: string, pin: string): Mail {
  return {
    to,
    subject: MAIL_MSG.otpSubject,
    html: layout(
      MAIL_MSG.otpSubject,
      para(MAIL_MSG.greeting(name)) +
        para(MAIL_MSG.otpIntro) +
        `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0" data-otp="${pin}">${pin}</p>` +
        para(MAIL_MSG.otpValidity),
    ),
    text: [MAIL_MSG.greeting(name), '', MAIL_MSG.otpIntro, '', pin, '', MAIL_MSG.otpValidity, '', MAIL_MSG.ignore].join('\n'),
  };
}

/** A mail whose point is one link: greeting, intro, the link as a button (and as text), its validity. */
function linkMail(to: string, name: string, link: string, t: { subject: string; intro: string; button: string; validity: string }): Mail {
  return {
    to,
    subject: t.subject,
    html: layout(t.subject, para(MAIL_MSG.greeting(name)) + para(t.intro) + button(link, t.button) + para(t.validity)),
    text: [MAIL_MSG.greeting(name), '', t.intro, '', link, '', t.validity, '', MAIL_MSG.ignore].join('\n'),
  };
}

/** The activation link; `intro` says why it comes (she registered, an admin made the account, she asked again). */
export function activationMail(to: string, link: string, intro: string = MAIL_MSG.activationIntro): Mail {
  const T = MAIL_MSG;
  return linkMail(to, '', link, {
    subject: T.activationSubject,
    intro,
    button: T.activationButton,
    validity: T.activationValidity,
  });
}

export function resetMail(to: string, name: string, link: string): Mail {
  const T = MAIL_MSG;
  return linkMail(to, name, link, { subject: T.resetSubject, intro: T.resetIntro, button: T.resetButton, validity: T.resetValidity });
}

/** The confirmation link sent to a staff member's new e-mail address. */
export function emailConfirmMail(to: string, name: string, link: string): Mail {
  const T = MAIL_MSG;
  return linkMail(to, name, link, {
    subject: T.emailConfirmSubject,
    intro: T.emailConfirmIntro,
    button: T.emailConfirmButton,
    validity: T.emailConfirmValidity,
  });
}

/**
 * The welcome mail of a staff account an admin created: the username and a link to set the
 * password (the password-reset link, valid longer); never a password.
 */
export function staffWelcomeMail(to: string, name: string, role: string, nim: string, link: string): Mail {
  const T = MANAJEMEN_MAIL_MSG;
  const intro = T.staffWelcomeIntro(T.roleName[role] ?? role, nim);
  return {
    to,
    subject: T.staffWelcomeSubject,
    html: layout(
      T.staffWelcomeSubject,
      para(MAIL_MSG.greeting(name)) + para(intro) + button(link, T.staffWelcomeButton) + para(T.staffWelcomeValidity),
    ),
    text: [MAIL_MSG.greeting(name), '', intro, '', link, '', T.staffWelcomeValidity, '', MAIL_MSG.ignore].join('\n'),
  };
}

/** The super admin's summary of a nightly Neo Feeder sync: its lines and a link to the plan. */
export function feederSummaryMail(to: string, name: string, lines: readonly string[], link: string): Mail {
  const subject = FEEDER_MAIL_MSG.subject;
  return {
    to,
    subject,
    html: layout(subject, para(MAIL_MSG.greeting(name)) + lines.map((l) => para(l)).join('') + button(link, FEEDER_MAIL_MSG.button)),
    text: [MAIL_MSG.greeting(name), '', ...lines, '', `${FEEDER_MAIL_MSG.button}: ${link}`].join('\n'),
  };
}

/** What a portfolio-update mail says of one notification. */
export interface PortfolioUpdate {
  judul: string;
  isi: string;
  status_portofolio: number | null;
  catatan: string | null;
}

/**
 * The student's mail of portfolio updates (notifikasi-digest): one update, or a digest of several,
 * each with its title, new status and the verifier's note, and a link to the portfolio page.
 */
export function portfolioUpdatesMail(to: string, name: string, updates: readonly PortfolioUpdate[], link: string): Mail {
  const one = updates.length === 1 ? updates[0] : undefined;
  const subject = one ? NOTIFIKASI_MSG.mailSubjectOne(one.judul) : NOTIFIKASI_MSG.mailSubjectDigest(updates.length);
  const intro = one ? NOTIFIKASI_MSG.mailIntroOne : NOTIFIKASI_MSG.mailIntroDigest(updates.length);
  const status = (u: PortfolioUpdate) => (u.status_portofolio === null ? null : statusLabel(u.status_portofolio));
  const htmlItems = updates
    .map((u) => {
      const lines = [
        `<strong>${escapeHtml(u.judul)}</strong>`,
        escapeHtml(u.isi),
        status(u) ? `${escapeHtml(NOTIFIKASI_MSG.mailStatus)}: <strong>${escapeHtml(status(u) ?? '')}</strong>` : '',
        u.catatan ? `${escapeHtml(NOTIFIKASI_MSG.mailCatatan)}: <em>${escapeHtml(u.catatan)}</em>` : '',
      ].filter(Boolean);
      return `<li style="margin-bottom:12px;font-size:14px;line-height:1.5">${lines.join('<br>')}</li>`;
    })
    .join('');
  const textItems = updates.flatMap((u) => [
    `- ${u.isi}`,
    ...(status(u) ? [`  ${NOTIFIKASI_MSG.mailStatus}: ${status(u)}`] : []),
    ...(u.catatan ? [`  ${NOTIFIKASI_MSG.mailCatatan}: ${u.catatan}`] : []),
  ]);
  return {
    to,
    subject,
    html: layout(
      subject,
      `${para(MAIL_MSG.greeting(name))}${para(intro)}<ul style="padding-left:20px">${htmlItems}</ul>${button(link, NOTIFIKASI_MSG.mailButton)}`,
      NOTIFIKASI_MSG.mailFooter,
    ),
    text: [MAIL_MSG.greeting(name), '', intro, '', ...textItems, '', `${NOTIFIKASI_MSG.mailButton}: ${link}`, '', NOTIFIKASI_MSG.mailFooter].join(
      '\n',
    ),
  };
}

/** An approver's daily mail of the SKPI waiting for them, per program (docs/decisions/0056-pengesahan.md). */
export function pengesahanDigestMail(
  to: string,
  nama: string,
  jabatan: string,
  perProdi: ReadonlyArray<{ nama_prodi: string; jumlah: number }>,
  link: string,
): Mail {
  const total = perProdi.reduce((sum, p) => sum + p.jumlah, 0);
  const subject = PENGESAHAN_MAIL_MSG.subject(total);
  const lines = perProdi.map((p) => PENGESAHAN_MAIL_MSG.line(p.nama_prodi, p.jumlah));
  return {
    to,
    subject,
    html: layout(
      subject,
      `${para(PENGESAHAN_MAIL_MSG.intro(nama, jabatan))}<ul style="padding-left:20px">${lines.map((l) => `<li style="font-size:14px">${escapeHtml(l)}</li>`).join('')}</ul>${button(link, PENGESAHAN_MAIL_MSG.button)}`,
      PENGESAHAN_MAIL_MSG.footer,
    ),
    text: [
      PENGESAHAN_MAIL_MSG.intro(nama, jabatan),
      '',
      ...lines.map((l) => `- ${l}`),
      '',
      `${PENGESAHAN_MAIL_MSG.button}: ${link}`,
      '',
      PENGESAHAN_MAIL_MSG.footer,
    ].join('\n'),
  };
}

/** The student's mail of the admin's decision on their migration or readmission request. */
export function mutasiDecisionMail(to: string, name: string, type: MutasiType, accepted: boolean, nimBaru: string, link: string): Mail {
  const subject = MUTASI_MAIL_MSG.subject(type, accepted);
  const body = accepted ? MUTASI_MAIL_MSG.accepted(type, nimBaru) : MUTASI_MAIL_MSG.rejected(type);
  return {
    to,
    subject,
    html: layout(subject, para(MAIL_MSG.greeting(name)) + para(body) + button(link, MUTASI_MAIL_MSG.button)),
    text: [MAIL_MSG.greeting(name), '', body, '', `${MUTASI_MAIL_MSG.button}: ${link}`, '', MAIL_MSG.ignore].join('\n'),
  };
}

/** Whom a mail goes to, for its language: an account (its `bahasa`; absent = never chose = Indonesian). */
export interface MailRecipient {
  bahasa?: Bahasa | null | undefined;
}

/**
 * Sends one mail to `recipient`, built by `build` in the recipient's language: every text of the
 * mail (and every text passed into its builder) is read inside `build`. `devNote` (the OTP or the
 * link) is printed to the console on the local stage only; it never reaches a log elsewhere.
 */
export async function sendMail(recipient: MailRecipient, build: () => Mail, devNote?: string): Promise<void> {
  const mail = inLanguage(recipient.bahasa, build);
  if (env.stage === 'local' && devNote && env.logLevel !== 'SILENT') {
    // The local runtime's console is the developer's inbox shortcut (README: demo sign-in).
    console.log(`[mail] ${mail.subject} -> ${mail.to}: ${devNote}`);
  }
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
