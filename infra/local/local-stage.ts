/**
 * The local runtime names its stage before any handler module loads: the handlers read STAGE when
 * they load (functions/lib/observability.ts) and refuse to start without it. Imported first by
 * server.ts, so `npm start`, the test stacks and the benchmarks run as `local` whatever the shell
 * holds; only `local` prints sign-in codes to the console (functions/lib/mail.ts).
 */
process.env.STAGE = 'local';

export const LOCAL_STAGE = 'local';
