/**
 * The Neo Feeder sync (docs/decisions/0052-neo-feeder-sync.md): the connection form, the program
 * mapping and the conflict choice, shared by the API and the forms.
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { FEEDER_MSG } from '../messages/feeder';

/** The path the Feeder answers at under its base URL (the live database; sandbox2.php is never read). */
export const FEEDER_ENDPOINT_PATH = '/ws/live2.php';
export const FEEDER_BASE_URL_MAX = 300;
export const FEEDER_USERNAME_MAX = 100;
export const FEEDER_PASSWORD_MAX = 200;

/**
 * The base URL as kept: trimmed, without a trailing slash and without the endpoint's path when
 * the admin pasted the whole endpoint (`https://host:3003/ws/live2.php` keeps `https://host:3003`).
 */
export function feederBaseUrl(value: string): string {
  let url = value.trim();
  while (url.endsWith('/')) url = url.slice(0, -1);
  if (url.toLowerCase().endsWith(FEEDER_ENDPOINT_PATH)) url = url.slice(0, -FEEDER_ENDPOINT_PATH.length);
  while (url.endsWith('/')) url = url.slice(0, -1);
  return url;
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

export const feederBaseUrlField = z
  .string({ error: () => FEEDER_MSG.feederBaseUrlInvalid })
  .trim()
  .min(1, { error: () => FEEDER_MSG.feederBaseUrlInvalid })
  .max(FEEDER_BASE_URL_MAX, { error: () => tooLong(FEEDER_BASE_URL_MAX) })
  .refine((v) => !/sandbox/i.test(v), { error: () => FEEDER_MSG.feederSandboxRefused })
  .transform(feederBaseUrl)
  .refine(isHttpUrl, { error: () => FEEDER_MSG.feederBaseUrlInvalid });

const usernameField = z
  .string({ error: () => FEEDER_MSG.feederUsernameRequired })
  .trim()
  .min(1, { error: () => FEEDER_MSG.feederUsernameRequired })
  .max(FEEDER_USERNAME_MAX, { error: () => tooLong(FEEDER_USERNAME_MAX) });

/** Write-only; blank or left out on an update keeps the stored one. Never trimmed: a space may be part of it. */
const passwordField = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .string({ error: () => FEEDER_MSG.feederPasswordRequired })
    .max(FEEDER_PASSWORD_MAX, { error: () => tooLong(FEEDER_PASSWORD_MAX) })
    .optional(),
);

/** POST /api/universitas/feeder: the connection (the password only when set or changed). */
export const feederConnectionBody = z.strictObject({
  base_url: feederBaseUrlField,
  username: usernameField,
  password: passwordField,
  sinkron_malam: z.boolean({ error: () => FORM_MSG.required }).default(false),
});
export type FeederConnectionBody = z.output<typeof feederConnectionBody>;

/** POST /api/universitas/feeder/tes: the stored connection, or these values over it (the form before saving). */
export const feederTestBody = z
  .strictObject({
    base_url: feederBaseUrlField.optional(),
    username: usernameField.optional(),
    password: passwordField,
  })
  .default({});
export type FeederTestBody = z.output<typeof feederTestBody>;

/** A Feeder program's id (`id_prodi`, a UUID on every installation seen; kept as text). */
export const feederIdField = z
  .string({ error: () => FEEDER_MSG.feederProdiFeederUnknown })
  .trim()
  .min(1, { error: () => FEEDER_MSG.feederProdiFeederUnknown })
  .max(64, { error: () => FEEDER_MSG.feederProdiFeederUnknown });

/** POST /api/feeder/prodi: the confirmed link of each of our programs listed (null: not linked). */
export const feederProdiBody = z.strictObject({
  pemetaan: z
    .array(
      z.strictObject({
        id_prodi: z
          .number({ error: () => FORM_MSG.mustBeNumber })
          .int({ error: () => FORM_MSG.mustBeNumber })
          .positive({ error: () => FORM_MSG.mustBeNumber }),
        id_prodi_feeder: feederIdField.nullable(),
      }),
      { error: () => FORM_MSG.required },
    )
    .min(1, { error: () => FORM_MSG.required })
    .max(500, { error: () => FORM_MSG.outOfRange }),
});
export type FeederProdiBody = z.output<typeof feederProdiBody>;

/** The admin's choice on one conflict: take the Feeder's values, or keep ours. */
export const FEEDER_PILIHAN = ['feeder', 'lokal'] as const;

/** POST /api/feeder/sync/{id}/konflik */
export const feederKonflikBody = z.strictObject({
  id_registrasi_mahasiswa: feederIdField,
  pilihan: z.enum(FEEDER_PILIHAN, { error: () => FORM_MSG.required }),
});
export type FeederKonflikBody = z.output<typeof feederKonflikBody>;
