/**
 * The stage machine of a draft SKPI (functions/domain/cetak/pengesahan/machine.ts): approve (each stage,
 * the last seals), return with a note, reprint (the chain from its first stage), cancel, a reissue
 * passing the chain again; who may act (the stage's position, the scope of a program or a
 * faculty, never the printer); a stage acted on twice and a stale state refused; and where the
 * approvals sit in the credential (Evidence of the qualification's credential, valid against
 * 1EdTech's Open Badges 3.0 schema).
 */

import {
  type Approver,
  approve,
  canAct,
  cancel,
  currentStage,
  lastApproval,
  mayAct,
  type PengesahanRecord,
  reprint,
  returnToAdmin,
  startChain,
} from '@functions/domain/cetak/pengesahan/machine';
import { pengesahanStateOf } from '@functions/domain/cetak/pengesahan/views';
import { buildClrCredential } from '@functions/domain/kredensial/credential';
import { Conflict, Forbidden } from '@functions/lib/domain-errors';
import { PENGESAHAN_MSG } from '@shared/messages/pengesahan';
import { PENGESAHAN_FORM_MSG } from '@shared/messages/pengesahan-form';
import { catatanField, sameJabatan, tahapPengesahanField } from '@shared/validation/pengesahan';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import obSchema from '../fixtures/1edtech/ob_v3p0_achievementcredential_schema.json';
import { skpiFixture } from '../support/skpi-document';

const place = { id_prodi: 7, id_fakultas: 3 };
const printer = { id: 'admin-1', nama: 'Admin Manajemen' };
const account = (over: Partial<Approver>): Approver => ({
  user_id: 'u',
  nama: 'Pejabat',
  role: 'pimpinan',
  jabatan: 'Ketua Program Studi',
  nomor_pegawai: null,
  id_prodi: 7,
  id_fakultas: null,
  ...over,
});
const kaprodi = account({ user_id: 'kaprodi', nama: 'Dr. Lina Marlina' });
const kaprodi2 = account({ user_id: 'kaprodi2', nama: 'Dr. Budi Kedua' });
const dekan = account({
  user_id: 'dekan',
  nama: 'Dr. Nurul Aini',
  jabatan: 'Dekan',
  id_prodi: null,
  id_fakultas: 3,
  nomor_pegawai: '197203151998022001',
});
const chain = () => startChain(['Ketua Program Studi', 'Dekan'], printer);

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return { kind: e instanceof Conflict ? 409 : e instanceof Forbidden ? 403 : 0, message: (e as Error).message };
  }
  return null;
};

describe('the stages', () => {
  it('waits at the first stage; each approval moves it on; the last seals it with every approval', () => {
    let p = chain();
    expect(currentStage(p)).toBe('Ketua Program Studi');
    const one = approve(p, kaprodi, place, '2026-08-01T02:00:00.000Z');
    expect(one.sealed).toBe(false);
    p = one.next;
    expect(p).toMatchObject({ posisi: 1, status: 'menunggu' });
    expect(currentStage(p)).toBe('Dekan');
    expect(lastApproval(p)).toBeNull();
    const two = approve(p, dekan, place, '2026-08-02T03:15:00.000Z');
    expect(two.sealed).toBe(true);
    expect(two.next).toMatchObject({ status: 'disahkan', posisi: 2 });
    expect(currentStage(two.next)).toBeNull();
    expect(lastApproval(two.next)).toEqual({
      tahap: 'Dekan',
      user_id: 'dekan',
      nama: 'Dr. Nurul Aini',
      jabatan: 'Dekan',
      nomor_pegawai: '197203151998022001',
      waktu: '2026-08-02T03:15:00.000Z',
    });
    expect(pengesahanStateOf(two.next).tahapan.map((t) => t.status)).toEqual(['disetujui', 'disetujui']);
  });

  it('a return leaves the chain with its note; a reprint starts it again from the first stage; only an open draft is cancelled', () => {
    const atDean = approve(chain(), kaprodi, place, 't1').next;
    const returned = returnToAdmin(atDean, dekan, place, 'Nama ayah salah', 't2');
    expect(returned).toMatchObject({ status: 'dikembalikan', catatan: 'Nama ayah salah', dikembalikan_oleh: 'Dr. Nurul Aini', posisi: 1 });
    expect(currentStage(returned)).toBeNull();
    expect(refusal(() => approve(returned, dekan, place, 't3'))).toEqual({ kind: 409, message: PENGESAHAN_MSG.pengesahanNotWaiting });
    const again = reprint(returned);
    expect(again).toMatchObject({ status: 'menunggu', posisi: 0, persetujuan: [], catatan: null, putaran: 2 });
    expect(refusal(() => reprint(again))).toEqual({ kind: 409, message: PENGESAHAN_MSG.pengesahanWaitingDraft });
    expect(cancel(again).status).toBe('dibatalkan');
    expect(cancel(returned).status).toBe('dibatalkan');
    expect(refusal(() => cancel(cancel(again)))).toEqual({ kind: 409, message: PENGESAHAN_MSG.pengesahanNotOpen });
    const sealed = approve(approve(chain(), kaprodi, place, 't').next, dekan, place, 't').next;
    expect(refusal(() => cancel(sealed))).toEqual({ kind: 409, message: PENGESAHAN_MSG.pengesahanNotOpen });
  });

  it('a reissue passes the chain again: a new draft of the document waits at the first stage', () => {
    const sealed = approve(approve(chain(), kaprodi, place, 't').next, dekan, place, 't').next;
    expect(sealed.status).toBe('disahkan');
    const reissue = startChain(sealed.tahap, printer);
    expect(reissue).toMatchObject({ status: 'menunggu', posisi: 0, persetujuan: [] });
    expect(refusal(() => mayAct(reissue, dekan, place))).toEqual({ kind: 403, message: PENGESAHAN_MSG.pengesahanNotYourStage });
  });
});

describe('who may act', () => {
  it("the stage's position within scope: a program head of the program, a dean of the faculty", () => {
    const p = chain();
    expect(canAct(p, kaprodi, place)).toBe(true);
    expect(canAct(p, account({ jabatan: '  ketua   program studi ' }), place)).toBe(true);
    expect(refusal(() => mayAct(p, account({ id_prodi: 8 }), place))).toEqual({ kind: 403, message: PENGESAHAN_MSG.pengesahanOutOfScope });
    expect(refusal(() => mayAct(p, dekan, place))).toEqual({ kind: 403, message: PENGESAHAN_MSG.pengesahanNotYourStage });
    const atDean = approve(p, kaprodi, place, 't').next;
    expect(canAct(atDean, dekan, place)).toBe(true);
    expect(refusal(() => mayAct(atDean, { ...dekan, id_fakultas: 4 }, place))).toEqual({ kind: 403, message: PENGESAHAN_MSG.pengesahanOutOfScope });
    expect(canAct(atDean, { ...dekan, role: 'admin jurusan' }, place)).toBe(false);
  });

  it('never the printer: by their account, or by their name on another account', () => {
    const p = startChain(['Ketua Program Studi'], { id: 'kaprodi', nama: 'Dr. Lina Marlina' });
    expect(refusal(() => mayAct(p, kaprodi, place))).toEqual({ kind: 403, message: PENGESAHAN_MSG.pengesahanOwnPrint });
    expect(refusal(() => mayAct(p, { ...kaprodi, user_id: 'other-account', nama: 'dr. lina  marlina' }, place))).toEqual({
      kind: 403,
      message: PENGESAHAN_MSG.pengesahanOwnPrint,
    });
    expect(canAct(p, kaprodi2, place)).toBe(true);
  });

  it('a stage is approved once: a second holder of a stage already approved gets a conflict, as a stale state does', () => {
    const read: PengesahanRecord = chain();
    const moved = approve(read, kaprodi, place, 't').next;
    expect(refusal(() => approve(moved, kaprodi2, place, 't'))).toEqual({ kind: 409, message: PENGESAHAN_MSG.pengesahanAlreadyActed });
    expect(refusal(() => approve(moved, kaprodi, place, 't'))).toEqual({ kind: 409, message: PENGESAHAN_MSG.pengesahanAlreadyActed });
    // both read the same state: each computes the same transition, and the write's condition on the
    // version and stage read lets only the first through (tests/integration/pengesahan.test.ts)
    expect(approve(read, kaprodi2, place, 't').next.posisi).toBe(moved.posisi);
  });
});

describe('the chain and the note', () => {
  it('a chain of up to five distinct positions; a return needs its note', () => {
    expect(tahapPengesahanField.parse([' Ketua  Program Studi', 'Dekan'])).toEqual(['Ketua Program Studi', 'Dekan']);
    expect(tahapPengesahanField.safeParse(['Dekan', 'dekan']).error?.issues[0]?.message).toBe(PENGESAHAN_FORM_MSG.tahapDuplicate);
    expect(tahapPengesahanField.safeParse(['a', 'b', 'c', 'd', 'e', 'f']).error?.issues[0]?.message).toBe(PENGESAHAN_FORM_MSG.tahapTooMany);
    expect(tahapPengesahanField.parse([])).toEqual([]);
    expect(catatanField.safeParse('  ').error?.issues[0]?.message).toBe(PENGESAHAN_FORM_MSG.catatanRequired);
    expect(sameJabatan('Wakil Dekan Bidang Akademik', 'wakil dekan  bidang akademik')).toBe(true);
  });
});

describe('the approvals in the credential', () => {
  it('are Evidence of the qualification credential, which stays valid against the Open Badges 3.0 schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(obSchema, 'ob');
    const clr = buildClrCredential({
      data: skpiFixture(),
      issuedAt: new Date('2026-08-17T03:04:05Z'),
      statusIndex: 3,
      statusBit: 3,
      salt: 'ab',
      links: { credential: 'https://x/c', issuer: 'https://x/i', app: 'https://x', verification: 'https://x/v', statusList: 'https://x/s' },
      pengesahan: [
        { tahap: 'Ketua Program Studi', nama: 'Dr. Lina Marlina', jabatan: 'Ketua Program Studi', waktu: '2026-08-16T02:00:00.000Z' },
        { tahap: 'Dekan', nama: 'Dr. Nurul Aini', jabatan: 'Dekan', waktu: '2026-08-17T03:00:00.000Z' },
      ],
    }) as { credentialSubject: { verifiableCredential: Array<{ evidence?: Array<{ name: string; narrative?: string }> }> } };
    const degree = clr.credentialSubject.verifiableCredential[0];
    expect(degree?.evidence?.map((e) => e.name).slice(1)).toEqual(['Pengesahan tahap 1: Ketua Program Studi', 'Pengesahan tahap 2: Dekan']);
    expect(degree?.evidence?.[2]?.narrative).toContain('Dr. Nurul Aini (Dekan) pada 2026-08-17T03:00:00.000Z');
    expect(ajv.validate('ob', degree) ? [] : ajv.errors).toEqual([]);
  });
});
