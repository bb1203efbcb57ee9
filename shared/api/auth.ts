/**
 * Accounts and sign-in: registration, e-mail activation, login with e-mail OTP, password reset,
 * the session the UI reads, and the activation e-mail resend. Paths and field names are the ones scripts and
 * the web app send; the departures (HttpOnly tickets instead of browser-stored tokens and credentials) are in
 * docs/decisions/0008-session-and-sign-in.md and 0009-registration-and-activation.md.
 */
import * as z from 'zod';
import { AUTH_MSG } from '../messages/auth';
import { activationBody, forgotPasswordForm, loginBody, pinField, registerBody, resetPasswordBody } from '../validation/auth';
import { messageResponse } from './common';
import { defineArea, ROLES } from './contract';

/** What the UI keeps of a session: role, nim, id_prodi and the expiry in seconds. */
export const sessionClaims = z.strictObject({
  role: z.enum(ROLES),
  nim: z.string(),
  id_prodi: z.number().int().nullable(),
  exp: z.number().int(),
});
export type SessionClaimsView = z.output<typeof sessionClaims>;

/** A student's activation state: the student area needs both (else the warning page). */
export const accountState = z.strictObject({
  email_verified: z.boolean(),
  is_data_complete: z.boolean(),
});

/** The login answer: the OTP notice and when the pending login expires (seconds). */
export const pendingLoginResponse = z.strictObject({ message: z.string(), expires_at: z.number().int() });

const activationToken = z
  .string({ error: () => AUTH_MSG.activationInvalid })
  .min(1, { error: () => AUTH_MSG.activationInvalid })
  .max(2000, { error: () => AUTH_MSG.activationInvalid });

/** The activation link's check: its message, and whether the account has no password yet (the wizard's password step). */
export const activationCheckResponse = z.strictObject({ message: z.string(), needs_password: z.boolean() });

export const authApi = defineArea('auth', {
  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Registers an unverified student account and e-mails the activation link',
    body: registerBody,
    response: messageResponse,
    status: 201,
  },
  activationCheck: {
    method: 'GET',
    path: '/api/auth/activation/verify',
    access: 'public',
    summary:
      'The address inside the activation link: verifies the e-mail and sets the HttpOnly activation ticket (409 "Akun telah diverifikasi" when verified before); says whether the activation must set a password',
    query: z.strictObject({ token: activationToken }),
    response: activationCheckResponse,
  },
  activationCheckPost: {
    method: 'POST',
    path: '/api/auth/activation/verify',
    access: 'public',
    summary: 'The same check with the token in the body, so no request line holds it (the web app uses this form)',
    body: z.strictObject({ token: activationToken }),
    response: activationCheckResponse,
  },
  activate: {
    method: 'POST',
    path: '/api/auth/activate',
    access: 'public',
    summary: 'Completes the biodata with the activation ticket; marks the data complete and starts the session (the link proved the e-mail)',
    body: activationBody,
    response: z.strictObject({
      message: z.string(),
      user: z.strictObject({ nim: z.string(), nama: z.string(), email: z.string() }),
      claims: sessionClaims,
    }),
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Checks NIM (or e-mail) and password, e-mails a 6-digit OTP and sets the pending-login ticket',
    body: loginBody,
    response: pendingLoginResponse,
  },
  loginOtp: {
    method: 'POST',
    path: '/api/auth/login/otp',
    access: 'public',
    summary: 'Checks the OTP (pending-login ticket, or nim + password for scripts) and starts the session',
    body: z.strictObject({
      pin_otp: pinField,
      nim: loginBody.shape.nim.optional(),
      password: loginBody.shape.password.optional(),
    }),
    response: z.strictObject({
      message: z.string(),
      claims: sessionClaims,
      /** Only for the script form (nim + password): browsers get the HttpOnly cookie instead. */
      token: z.string().optional(),
    }),
  },
  loginResend: {
    method: 'POST',
    path: '/api/auth/login/resend',
    access: 'public',
    summary: 'Sends a new OTP for the pending login (Kirim Ulang)',
    response: pendingLoginResponse,
  },
  session: {
    method: 'GET',
    path: '/api/auth/session',
    access: 'public',
    summary: 'The claims of the current session for the UI guards (null when signed out), and a student’s activation state',
    response: z.strictObject({ claims: sessionClaims.nullable(), account: accountState.nullable() }),
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'Clears the session and pending-login cookies',
    response: messageResponse,
  },
  requestReset: {
    method: 'POST',
    path: '/api/auth/password/request-reset',
    access: 'public',
    summary: 'E-mails a single-use reset link when the address belongs to an account; the answer is the same either way',
    body: forgotPasswordForm,
    response: messageResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/password/reset',
    access: 'public',
    summary: 'Sets a new password with a reset token; ends every existing session',
    body: resetPasswordBody,
    response: messageResponse,
  },
  resendActivation: {
    method: 'POST',
    path: '/api/email/resend',
    access: ['mahasiswa'],
    summary: 'Sends the activation e-mail again (Ajukan Aktivasi)',
    response: messageResponse,
  },
  resendActivationGet: {
    method: 'GET',
    changesState: true,
    path: '/api/email/resend',
    access: ['mahasiswa'],
    summary: 'The GET form of the resend, for scripted callers (the web app uses POST; decisions/0005)',
    response: messageResponse,
  },
});
