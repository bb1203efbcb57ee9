/**
 * How one print spends its time (functions/domain/cetak/issue.ts), run in this process against the
 * stack: the credential is made while the PDF is built, sealed and stored (neither waits for the
 * other's storage), and a transaction cancelled only by a clash with another write on a shared
 * item is sent again as it is, without a second document. On a loaded machine each attempt of a
 * print is many seconds, so a print that made its files one after the other, or built its whole
 * document again after a clash, ran past the API's 30 s (the soak's slow prints).
 */
import type { Admin } from '@functions/lib/admin-write';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack, staffAccount } from '../support/auth-flow';
import { newPeriode, type PeriodeRow, printingProgram, printingStudent } from '../support/cetak';

type Middleware = (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) => (args: { input: unknown }) => Promise<unknown>;
interface Stacked {
  middlewareStack: { add(mw: Middleware, opts: { step: 'initialize'; name: string }): void; remove(name: string): boolean };
}

/** How long a barrier waits for its other half before giving up (only sequential code ever waits this long). */
const BARRIER_MS = 60_000;

let actor: Admin;
let idProdi = 0;
let periode: PeriodeRow;

const lib = async () => {
  pointAtStack();
  const [{ cetakService }, { usersRepo }, clients] = await Promise.all([
    import('@functions/domain/cetak/service'),
    import('@functions/domain/users/repo'),
    import('@functions/lib/clients'),
  ]);
  return { cetakService, usersRepo, s3: clients.s3 as unknown as () => Stacked, ddb: clients.ddb as unknown as () => Stacked };
};

/** Runs `body` with `mw` on `client`, removed afterwards. */
async function withMiddleware<T>(client: Stacked, name: string, mw: Middleware, body: () => Promise<T>): Promise<T> {
  client.middlewareStack.add(mw, { step: 'initialize', name });
  try {
    return await body();
  } finally {
    client.middlewareStack.remove(name);
  }
}

const keyOf = (input: unknown) => String((input as { Key?: string }).Key ?? '');

beforeAll(async () => {
  const super_ = await staffAccount('super admin');
  actor = {
    auth: { userId: super_.user.id, nim: super_.user.nim, role: 'super admin', id_prodi: null, user: super_.user },
    requestId: 'uji-cetak-langkah',
  };
  const program = await printingProgram(`CL${Math.floor(Math.random() * 9000 + 1000)}`);
  idProdi = program.prodi.id_prodi;
  periode = await newPeriode(super_.token, '2026-09-12');
}, 60_000);

describe('one print', () => {
  it(
    'stores the credential while the PDF is built and stored: each storage waits for the other to have begun',
    async () => {
      const { cetakService, s3 } = await lib();
      const student = await printingStudent(idProdi);
      const begun = { pdf: false, jwt: false };
      const waiters: (() => void)[] = [];
      const gaveUp: string[] = [];
      const barrier: Middleware = (next, context) => async (args) => {
        const key = keyOf(args.input);
        const kind = context.commandName === 'PutObjectCommand' && key.includes(`/${student.id}/`) ? (key.endsWith('.pdf') ? 'pdf' : 'jwt') : null;
        if (kind) {
          begun[kind] = true;
          for (const wake of waiters.splice(0)) wake();
          const other = kind === 'pdf' ? 'jwt' : 'pdf';
          if (!begun[other]) {
            const arrived = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(false), BARRIER_MS);
              waiters.push(() => {
                clearTimeout(timer);
                resolve(true);
              });
            });
            if (!arrived) gaveUp.push(kind);
          }
        }
        return next(args);
      };
      const printed = await withMiddleware(s3(), 'uji-barrier', barrier, () =>
        cetakService.printOne(actor, student, { periode: { ...periode, type: 'periode', created_at: '' }, override: false }),
      );
      expect(printed.created).toBe(true);
      expect(begun).toEqual({ pdf: true, jwt: true });
      expect(gaveUp).toEqual([]);
    },
    2 * BARRIER_MS,
  );

  it('sends a transaction cancelled only by a clash again as it is: one document built and stored', async () => {
    const { cetakService, s3, ddb, usersRepo } = await lib();
    const student = await printingStudent(idProdi);
    const pdfs: string[] = [];
    let clashes = 0;
    const countPdfs: Middleware = (next, context) => async (args) => {
      const key = keyOf(args.input);
      if (context.commandName === 'PutObjectCommand' && key.includes(`/${student.id}/`) && key.endsWith('.pdf')) pdfs.push(key);
      return next(args);
    };
    // the first issue transaction of this student meets another write on one of its items
    const clashOnce: Middleware = (next, context) => async (args) => {
      const input = args.input as { TransactItems?: unknown[] };
      const sent = JSON.stringify(input);
      const issue = /TransactWrite/.test(context.commandName ?? '') && sent.includes('skpi-dokumen') && sent.includes(student.nim);
      if (issue && clashes === 0) {
        clashes++;
        throw Object.assign(new Error('Transaction cancelled'), {
          name: 'TransactionCanceledException',
          CancellationReasons: (input.TransactItems ?? []).map((_, n) => ({ Code: n === 2 ? 'TransactionConflict' : 'None' })),
        });
      }
      return next(args);
    };
    const printed = await withMiddleware(s3(), 'uji-count', countPdfs, () =>
      withMiddleware(ddb(), 'uji-clash', clashOnce, () =>
        cetakService.printOne(actor, student, { periode: { ...periode, type: 'periode', created_at: '' }, override: false }),
      ),
    );
    expect(clashes).toBe(1);
    expect(printed.created).toBe(true);
    expect(pdfs).toEqual([printed.dokumen.key]);
    expect((await usersRepo.getById(student.id))?.skpi_dokumen?.kode).toBe(printed.dokumen.kode);
  });
});
