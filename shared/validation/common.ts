/**
 * Field schemas shared by the API and the web forms (one rule per field, written once): the zod schema the API
 * enforces is the one the form uses, with the same messages in both. Forms compose the
 * `*Form` schemas (what the user types, e.g. DD/MM/YYYY); the API takes the `*Body` schemas
 * (what is sent, e.g. YYYY-MM-DD).
 */
import * as z from 'zod';
import { isoOfTypedDate, isRealDate } from '../domain/dates';
import { FORM_MSG, GENERAL_MSG, tooLong, tooManySosmed } from '../messages/common';
import { RUBRIK_MSG } from '../messages/rubrik';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Country id of Indonesia: province and city are required only for it. */
export const HOME_COUNTRY = 102;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const AGAMA = ['Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Konghucu'] as const;
/** Gender as the activation and migration forms send it: 0 male, 1 female. */
export const JENIS_KELAMIN = [
  { value: 0, label: 'Laki-laki' },
  { value: 1, label: 'Perempuan' },
] as const;
export const SOSMED_TYPES = ['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'Other'] as const;
export const SOSMED_OTHER = 'Other';
export const SOSMED_MAX = 10;

// ---------------------------------------------------------------------------------------------
// Single fields
// ---------------------------------------------------------------------------------------------

/**
 * A format rule that leaves an empty value to the required check, so an empty field shows one
 * message. (zod's `abort` would do that too, but it also stops the cross-field rules.)
 */
export const unlessEmpty = (test: (v: string) => boolean) => (v: string) => v === '' || test(v);

/** A required text: missing or blank gives 'This field is required'. */
export const requiredText = (max: number) =>
  z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .min(1, { error: () => FORM_MSG.required })
    .max(max, { error: () => tooLong(max) });

/** An optional text: blank becomes undefined. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .string()
      .trim()
      .max(max, { error: () => tooLong(max) })
      .optional(),
  );

/** NIM (also the staff username): letters and digits only. */
export const nimField = z
  .string({ error: () => FORM_MSG.required })
  .trim()
  .min(1, { error: () => FORM_MSG.required })
  .max(30, { error: () => tooLong(30) })
  .refine(
    unlessEmpty((v) => /^[A-Za-z0-9]+$/.test(v)),
    { error: () => FORM_MSG.nimAlnum },
  );

/**
 * zod's e-mail pattern with any top-level domain: letters (`.id`, `.museum`) or an
 * internationalised one in its ASCII form (`.xn--p1ai`).
 */
export const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+([A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/;

/** E-mail: valid format, any top-level domain; compared and stored in lower case. */
export const emailField = z
  .string({ error: () => FORM_MSG.required })
  .trim()
  .min(1, { error: () => FORM_MSG.required })
  .max(254, { error: () => tooLong(254) })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: () => FORM_MSG.invalidEmail }))
  .transform((e) => e.toLowerCase());

/** Password: 8 to 20 characters. */
export const passwordField = z
  .string({ error: () => FORM_MSG.required })
  .min(1, { error: () => FORM_MSG.required })
  .refine(
    unlessEmpty((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX),
    { error: () => FORM_MSG.passwordLength },
  );

/** Empty: absent, null or blank text. */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Form values arrive as text; a numeric text becomes its number, anything else stays to be refused. */
export const numeric = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'string' && !Number.isNaN(Number(v)) ? Number(v) : v);

/** A whole number in [min, max]: missing gives 'This field is required', not a number 'This field must be number', else `message`. */
export const wholeNumber = (min: number, max: number, message: () => string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: (issue) => (issue.input === undefined ? FORM_MSG.required : FORM_MSG.mustBeNumber) })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** The largest `urutan_di_skpi` (the order in the SKPI; sort and guard keys hold four digits). */
export const URUTAN_MAX = 9999;
/**
 * `urutan_di_skpi` of a portfolio category, a CPL category, item or point: a whole number from 1
 * to 9999 (unique within its scope, checked by the server).
 */
export const urutanField = wholeNumber(1, URUTAN_MAX, () => RUBRIK_MSG.urutanInvalid);

/** A choice from a lookup (faculty, program, country, ...): a positive whole id. */
export const optionId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: () => FORM_MSG.chooseOption })
    .int({ error: () => FORM_MSG.chooseOption })
    .positive({ error: () => FORM_MSG.chooseOption }),
);

/** The name rule: letters (with accents), spaces and apostrophes only. */
export const NAME_PATTERN = /^[\p{L}\p{M}'’ ]+$/u;
export const nameField = requiredText(100).refine(
  unlessEmpty((v) => NAME_PATTERN.test(v)),
  { error: () => FORM_MSG.illegalName },
);

/** Phone numbers at activation: digits, plus, dash, spaces and parentheses; optional. */
export const PHONE_PATTERN = /^[0-9+\-() ]+$/;
export const phoneField = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z
    .string()
    .trim()
    .max(30, { error: () => tooLong(30) })
    .regex(PHONE_PATTERN, { error: () => FORM_MSG.invalidPhone })
    // digits are needed too; said once, by the pattern check, when that already failed
    .refine((v) => !PHONE_PATTERN.test(v) || /\d/.test(v), { error: () => FORM_MSG.invalidPhone })
    .optional(),
);

/** A web address starting with http, https or www. */
export const LINK_PATTERN = /^(https?:\/\/(www\.)?|www\.)[-\p{L}\p{N}@:%._+~#=]{1,256}\.[\p{L}\p{N}()]{1,24}\b([-\p{L}\p{N}()@:%_+.~#?&/=!,;]*)$/u;
export const linkField = z
  .string({ error: () => FORM_MSG.required })
  .trim()
  .min(1, { error: () => FORM_MSG.required })
  .max(500, { error: () => tooLong(500) })
  .refine(
    unlessEmpty((v) => LINK_PATTERN.test(v)),
    { error: () => FORM_MSG.invalidLink },
  );

/** A social media entry as the forms send it: title, name and link (stored as JSON text). */
export const sosmedInput = z.strictObject({
  title: requiredText(50),
  name: requiredText(100),
  link: linkField,
});
export type SosmedInput = z.output<typeof sosmedInput>;

/** The list, sent as JSON text (as multipart forms send it) or as an array. */
export const sosmedList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.array(sosmedInput, { error: () => GENERAL_MSG.invalidJson }).max(SOSMED_MAX, { error: () => tooManySosmed(SOSMED_MAX) }),
);

/** A real calendar date as YYYY-MM-DD (what the API is sent). */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const isoDateField = z
  .string({ error: () => FORM_MSG.required })
  .trim()
  .min(1, { error: () => FORM_MSG.required })
  .refine(
    unlessEmpty((v) => {
      const m = ISO_DATE.exec(v);
      return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
    }),
    { error: () => FORM_MSG.invalidDate },
  );

/** A birth date typed as DD/MM/YYYY (shared/domain/dates.ts), sent as YYYY-MM-DD; not in the future. */
const todayIso = () => new Date().toISOString().slice(0, 10);
export const birthDateBody = isoDateField.refine(
  unlessEmpty((v) => !ISO_DATE.test(v) || v <= todayIso()),
  { error: () => FORM_MSG.invalidDate },
);
export const birthDateInput = z
  .string({ error: () => FORM_MSG.required })
  .trim()
  .min(1, { error: () => FORM_MSG.required })
  .transform((v, ctx) => {
    const iso = isoOfTypedDate(v);
    if (!iso || iso > todayIso()) {
      ctx.addIssue({ code: 'custom', message: FORM_MSG.invalidDate });
      return z.NEVER;
    }
    return iso;
  });

/** Gender 0 (Laki-laki) or 1 (Perempuan); also accepts the strings '0' and '1' of a form. */
export const jenisKelaminField = z.preprocess(
  (v) => (v === '0' ? 0 : v === '1' ? 1 : v),
  z.union([z.literal(0), z.literal(1)], { error: () => FORM_MSG.chooseOneOption }),
);

export const agamaField = z.enum(AGAMA, { error: () => FORM_MSG.chooseOption });

/**
 * Cross-field rules run even when another field already failed, so a form shows every problem
 * at once (zod skips refinements after a failure unless told otherwise).
 */
export const ALWAYS = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

// ---------------------------------------------------------------------------------------------
// Password pairs
// ---------------------------------------------------------------------------------------------

/** Adds the confirmation rule (the confirmation must equal the password) to an object holding `password` and `password_confirmation`. */
export function confirmPassword<T extends { password?: string | undefined; password_confirmation?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
): void {
  if (value.password !== undefined && value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: FORM_MSG.passwordMismatch });
  }
}

/** A list filter sent once (`id_prodi=3`) or repeated (`id_prodi[0]=3&id_prodi[1]=4`). */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const raw = v === undefined ? [] : Array.isArray(v) ? v : v === '' ? [] : [v];
    const out: number[] = [];
    for (const s of raw) {
      const n = Number(s);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message: FORM_MSG.mustBeNumber });
        return z.NEVER;
      }
      out.push(n);
    }
    return out;
  });
