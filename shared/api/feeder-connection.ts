/**
 * The Neo Feeder connection as the super admin reads it, in its own module: the university's
 * answer carries it, and the area that serves the university loads no sync schema or text with it.
 */
import * as z from 'zod';

/** The connection as the super admin reads it: never the password, only whether one is stored. */
export const feederConnectionView = z.strictObject({
  base_url: z.string().nullable(),
  username: z.string().nullable(),
  password_tersimpan: z.boolean(),
  sinkron_malam: z.boolean(),
  /** When the last sync was applied (ISO), or null. */
  terakhir_sinkron: z.string().nullable(),
});
