/**
 * THE creation of a student by a staff job: the bulk import's rows (./run.ts) and the Neo Feeder
 * sync's new students (functions/domain/feeder/apply.ts). The account starts inactive until its
 * activation: no password (the student sets one in the activation wizard the mail links to), the
 * e-mail not verified, the data incomplete. `usersRepo.create` writes it with its NIM and e-mail
 * constraint items, the search index, the counters and its audit entry in one transaction (with
 * the caller's `extra` items); then the activation mail of the registration is sent.
 */
import { sendActivation } from '@functions/domain/auth/activation-mail';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { auditEntry } from '@functions/lib/audit';
import { WriteRefused } from '@functions/lib/domain-errors';
import { logger } from '@functions/lib/logger';
import { NO_PASSWORD } from '@functions/lib/password';
import type { TransactItem } from '@functions/lib/table';
import { IMPOR_MSG } from '@shared/messages/impor';
import { ulid } from 'ulid';

export interface NewStudent {
  nim: string;
  email: string;
  nama: string;
  id_prodi: number;
  /** YYYY-MM-DD */
  tanggal_masuk: string;
  /** More of the student's fields (the Feeder's biodata, link and snapshot). */
  fields?: Partial<Omit<UserItem, 'id' | 'nim' | 'email' | 'nama' | 'id_prodi' | 'role' | 'password_hash' | 'version'>>;
}

export interface CreateOptions {
  /** The audit action (`akun.import`, `feeder.create`) and its note. */
  action: string;
  catatan: string;
  /** The university's default for a new student's public profile (functions/domain/master/new-student.ts). */
  publik: boolean;
  /** The account's id, when the caller's `extra` items name it. */
  id?: string;
  extra?: TransactItem[];
}

/**
 * Creates the student and mails them; answers the reason when refused now (its NIM or e-mail taken
 * meanwhile), undefined when created. A refused `extra` condition throws the transaction's error.
 */
export async function createStudent(actor: Admin, row: NewStudent, opts: CreateOptions): Promise<string | undefined> {
  const id = opts.id ?? ulid();
  const student = {
    ...row.fields,
    id,
    nim: row.nim,
    email: row.email,
    role: 'mahasiswa' as const,
    id_prodi: row.id_prodi,
    nama: row.nama,
    // no password: the student sets one in the activation wizard (the link's check says it is needed)
    password_hash: NO_PASSWORD,
    is_active: true,
    email_verified_at: null,
    is_data_complete: false,
    profil_publik: opts.publik,
    sosmed: [],
    tanggal_masuk: row.tanggal_masuk,
    is_graduated: false,
    skp: 0,
    jumlah_portofolio: 0,
  };
  try {
    await usersRepo.create(student, [
      auditEntry({ actor, action: opts.action, target: { type: 'user', id }, after: student, catatan: opts.catatan }),
      ...(opts.extra ?? []),
    ]);
  } catch (error) {
    // the row's NIM or address taken meanwhile refuses the row; any other refusal fails it
    if (error instanceof WriteRefused && error.reason === 'nim') return IMPOR_MSG.imporNimTaken;
    if (error instanceof WriteRefused && error.reason === 'email') return IMPOR_MSG.imporEmailTaken;
    throw error;
  }
  try {
    await sendActivation({ id, email: row.email, nim: row.nim, password_hash: NO_PASSWORD }, 'created');
  } catch (error) {
    // the account exists; the student sets a password (Lupa password), signs in and asks again (Ajukan Aktivasi)
    logger.error('activation mail not sent', { error: error as Error, userId: id });
  }
  return undefined;
}
