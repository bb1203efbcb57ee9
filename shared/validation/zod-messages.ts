/**
 * The messages of the rules a schema does not word itself. Most field rules name their message
 * (a fixed catalogue text, or ours in Indonesian); the rest (a strict object's unknown key, a
 * page number below 1, an enum without its own text, a body that is no object) would otherwise
 * answer in zod's English defaults ("Unrecognized key", "Too small: expected number to be >=1").
 * One map gives every such rule a message of the catalogue; a schema's own message always wins.
 */
import type * as z from 'zod';
import { FORM_MSG, GENERAL_MSG, tooLong } from '../messages/common';

type Issue = z.core.$ZodRawIssue;

/**
 * zod's global settings live in this object of the global scope, created by whichever of zod or
 * this module comes first, and kept by zod (what `z.config` changes). Setting them here needs no
 * zod loaded, so the web shell sets them before any page loads zod, and no page parses without them.
 */
declare global {
  var __zod_globalConfig: z.core.$ZodConfig | undefined;
}

/** Our message for a zod issue whose schema names none. */
export function defaultMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return FORM_MSG.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return FORM_MSG.mustBeNumber;
      // the whole body (or a nested part) is a list, a number or text where an object belongs
      if (issue.expected === 'object' || issue.expected === 'array') return GENERAL_MSG.invalidJson;
      return FORM_MSG.invalidValue;
    case 'too_big':
      return issue.origin === 'string' ? tooLong(Number(issue.maximum)) : FORM_MSG.outOfRange;
    case 'too_small':
      if ((issue.origin === 'string' || issue.origin === 'array') && Number(issue.minimum) <= 1) return FORM_MSG.required;
      return issue.origin === 'string' ? FORM_MSG.invalidValue : FORM_MSG.outOfRange;
    case 'invalid_format':
      if (issue.format === 'email') return FORM_MSG.invalidEmail;
      if (issue.format === 'date' || issue.format === 'datetime') return FORM_MSG.invalidDate;
      return FORM_MSG.invalidValue;
    case 'invalid_value':
      return FORM_MSG.chooseOption;
    case 'unrecognized_keys':
      return FORM_MSG.unknownField;
    default:
      return FORM_MSG.invalidValue;
  }
}

/**
 * Makes `defaultMessage` zod's fallback in this process (the API runtime and the web app call it
 * once). `jitless`: zod parses objects without compiling a parser (`new Function`), as the web app
 * must: its Content-Security-Policy refuses eval, and zod's probe for it is reported as a violation.
 */
export function installZodMessages(options: { jitless?: boolean } = {}): void {
  globalThis.__zod_globalConfig ??= {};
  Object.assign(globalThis.__zod_globalConfig, { customError: defaultMessage }, options.jitless ? { jitless: true } : {});
}
