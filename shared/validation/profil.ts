/**
 * POST /api/profile/update in its three shapes: the photo alone; or the biodata of
 * the Profile tab; or the Kontak tab. The fields and rules are the activation's (shared/validation/auth.ts);
 * the name is sent as shown (the field is disabled) and may only equal the stored one (the service checks).
 * The photo is the temporary key of an image upload (files never pass through Lambda).
 */
import * as z from 'zod';
import { FORM_MSG, GENERAL_MSG, tooLong } from '../messages/common';
import { PROFIL_MSG } from '../messages/profil';
import { areaRule, biodataShape, contactShape } from './auth';
import { ALWAYS, birthDateBody, birthDateInput } from './common';

const { foto_profil: _photo, nama, ...biodataFields } = biodataShape;

/** The photo alone: an upload key of purpose `foto_profil`. */
export const profilFotoBody = z.strictObject({
  foto_profil: z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .min(1, { error: () => FORM_MSG.required })
    .max(300, { error: () => tooLong(300) }),
});
/** The Profile tab (birth date as YYYY-MM-DD). */
export const profilBiodataBody = z
  .strictObject({ nama: nama.optional(), ...biodataFields, tanggal_lahir: birthDateBody })
  .superRefine(areaRule, ALWAYS);
/** The Profile tab as typed (birth date dd/MM/yyyy, as at activation); the name is the disabled field's. */
export const profilBiodataForm = z.strictObject({ nama: z.string(), ...biodataFields, tanggal_lahir: birthDateInput }).superRefine(areaRule, ALWAYS);
/** The Kontak tab. */
export const profilKontakBody = z.strictObject(contactShape);

/**
 * PUT /api/profile/visibility: whether the profile and its portfolios are public (UU 27/2022, the
 * student's choice). A JSON boolean only: `"true"`, 1 or a missing value is refused with the message.
 */
export const profilVisibilityBody = z.strictObject({
  profil_publik: z.boolean({ error: () => PROFIL_MSG.profilPublikInvalid }),
});

const CONTACT_KEYS = Object.keys(contactShape);

export type ProfilUpdate =
  | { bentuk: 'foto'; data: z.output<typeof profilFotoBody> }
  | { bentuk: 'biodata'; data: z.output<typeof profilBiodataBody> }
  | { bentuk: 'kontak'; data: z.output<typeof profilKontakBody> };

/** What a form sends: one of the three shapes. */
export type ProfilUpdateIn = z.input<typeof profilFotoBody> | z.input<typeof profilBiodataBody> | z.input<typeof profilKontakBody>;

/**
 * Picks the shape by its fields (the photo alone; any contact field: the contact form; else the
 * biodata) and checks it with that shape's schema, so errors name the fields as a form shows them.
 */
export const profilUpdateBody = z
  .custom<ProfilUpdateIn>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error: () => GENERAL_MSG.invalidJson })
  .transform((value, ctx): ProfilUpdate => {
    const keys = Object.keys(value as object);
    const pick = (): ProfilUpdate['bentuk'] => {
      if (keys.length === 1 && keys[0] === 'foto_profil') return 'foto';
      return keys.some((k) => CONTACT_KEYS.includes(k)) ? 'kontak' : 'biodata';
    };
    const bentuk = pick();
    const schema = bentuk === 'foto' ? profilFotoBody : bentuk === 'kontak' ? profilKontakBody : profilBiodataBody;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // fields of two shapes in one call: say so instead of naming the stray keys
        const message = issue.code === 'unrecognized_keys' ? PROFIL_MSG.profileShapeMixed : issue.message;
        ctx.addIssue({ code: 'custom', path: issue.path, message });
      }
      return z.NEVER;
    }
    return { bentuk, data: parsed.data } as ProfilUpdate;
  });
