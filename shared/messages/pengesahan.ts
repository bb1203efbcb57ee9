/**
 * Endorsement before the seal (pengesahan, docs/decisions/0056-pengesahan.md): the answers of the
 * approval routes, the refusals of the stage machine, the notifications of each step, the approvers'
 * daily mail (the fields' refusals in pengesahan-form.ts, the screens' texts in pengesahan-screen.ts). All ours: no wording of these is fixed elsewhere.
 */

import { englishCount as counted } from './english-count';
import { bilingual, twin } from './language';

/** The server's answers and refusals of the approval routes (spread into MSG). */
export const PENGESAHAN_MSG = /* @__PURE__ */ bilingual(
  {
    // the approver's actions
    pengesahanApproved: 'SKPI berhasil disetujui dan diteruskan ke tahap berikutnya.',
    pengesahanSealed: 'SKPI berhasil disahkan: dokumen telah disegel, kredensial diterbitkan dan halaman verifikasinya aktif.',
    pengesahanReturned: 'SKPI berhasil dikembalikan kepada admin pencetak.',
    pengesahanReprinted: 'Draf SKPI berhasil dicetak ulang dengan nomor yang sama dan diajukan kembali dari tahap pertama.',
    pengesahanCancelled: 'Draf SKPI berhasil dibatalkan.',
    // refusals of the stage machine
    pengesahanNotFound: 'Draf SKPI tidak ditemukan.',
    pengesahanNotWaiting: 'SKPI ini tidak sedang menunggu pengesahan.',
    pengesahanNotReturned: 'Draf SKPI ini tidak sedang dikembalikan, sehingga tidak dapat dicetak ulang.',
    pengesahanNotOpen: 'Draf SKPI ini sudah disahkan atau dibatalkan.',
    pengesahanNotYourStage: 'SKPI ini tidak sedang menunggu pada tahap jabatan Anda.',
    pengesahanOutOfScope: 'SKPI ini bukan dari program studi atau fakultas dalam lingkup Anda.',
    pengesahanOwnPrint: 'Anda tidak dapat mengesahkan SKPI yang Anda cetak sendiri.',
    pengesahanAlreadyActed: 'Tahap ini sudah diproses oleh pimpinan lain. Muat ulang daftar untuk melihat keadaannya sekarang.',
    pengesahanWaitingDraft: 'SKPI mahasiswa ini sedang menunggu pengesahan. Cetak ulang hanya dapat dilakukan setelah draf dikembalikan.',
    pengesahanOtherProdi: 'Anda hanya dapat mengelola draf SKPI mahasiswa program studi Anda sendiri.',
    pengesahanNoHolder: 'Belum ada akun pimpinan untuk tahap ini. Tambahkan akun pimpinan dengan jabatan tersebut sebelum mencetak.',
    pengesahanBulkEmpty: 'Tidak ada SKPI yang menunggu pengesahan Anda dengan saringan ini.',
    pengesahanJobNotFound: 'Proses pengesahan massal tidak ditemukan.',
    pengesahanJobFailed: 'Pengesahan massal gagal. Silakan coba lagi.',
  } as const,
  {
    pengesahanApproved: 'SKPI approved and passed on to the next stage.',
    pengesahanSealed: 'SKPI endorsed: the document has been sealed, its credential issued and its verification page is live.',
    pengesahanReturned: 'SKPI returned to the printing admin.',
    pengesahanReprinted: 'SKPI draft reprinted with the same number and submitted again from the first stage.',
    pengesahanCancelled: 'SKPI draft cancelled.',
    pengesahanNotFound: 'SKPI draft not found.',
    pengesahanNotWaiting: 'This SKPI is not awaiting endorsement.',
    pengesahanNotReturned: 'This SKPI draft has not been returned, so it cannot be reprinted.',
    pengesahanNotOpen: 'This SKPI draft has already been endorsed or cancelled.',
    pengesahanNotYourStage: 'This SKPI is not waiting at the stage of your position.',
    pengesahanOutOfScope: 'This SKPI is not from a study program or faculty within your scope.',
    pengesahanOwnPrint: 'You cannot endorse an SKPI you printed yourself.',
    pengesahanAlreadyActed: 'This stage has already been processed by another official. Reload the list to see its current state.',
    pengesahanWaitingDraft: "This student's SKPI is awaiting endorsement. It can be reprinted only after the draft has been returned.",
    pengesahanOtherProdi: 'You can manage only the SKPI drafts of students of your own study program.',
    pengesahanNoHolder: 'There is no official account for this stage yet. Add an official account with that position before printing.',
    pengesahanBulkEmpty: 'No SKPIs await your endorsement with this filter.',
    pengesahanJobNotFound: 'Bulk endorsement process not found.',
    pengesahanJobFailed: 'The bulk endorsement failed. Please try again.',
  },
);

/** The notifications of each step (in-app; the admin's also by the notification mail). */
export const PENGESAHAN_NOTIF_MSG = /* @__PURE__ */ bilingual(
  {
    menungguJudul: 'SKPI menunggu pengesahan Anda',
    menunggu: (nama: string, nim: string, nomor: string, tahap: string) =>
      `SKPI ${nomor} milik ${nama} (${nim}) menunggu pengesahan Anda sebagai ${tahap}.`,
    dikembalikanJudul: 'SKPI dikembalikan',
    dikembalikan: (nama: string, nim: string, nomor: string, oleh: string, tahap: string) =>
      `SKPI ${nomor} milik ${nama} (${nim}) dikembalikan oleh ${oleh} (${tahap}). Perbaiki lalu cetak ulang, atau batalkan drafnya.`,
    disetujuiJudul: 'SKPI disetujui satu tahap',
    disetujui: (nama: string, nim: string, nomor: string, oleh: string, tahap: string) =>
      `SKPI ${nomor} milik ${nama} (${nim}) disetujui oleh ${oleh} (${tahap}) dan diteruskan ke tahap berikutnya.`,
    disahkanJudul: 'SKPI telah disahkan',
    disahkan: (nama: string, nim: string, nomor: string, oleh: string) =>
      `SKPI ${nomor} milik ${nama} (${nim}) telah disahkan oleh ${oleh}: dokumen tersegel dan halaman verifikasinya aktif.`,
  } as const,
  {
    menungguJudul: 'An SKPI awaits your endorsement',
    menunggu: (nama, nim, nomor, tahap) => `SKPI ${nomor} of ${nama} (${nim}) awaits your endorsement as ${tahap}.`,
    dikembalikanJudul: 'SKPI returned',
    dikembalikan: (nama, nim, nomor, oleh, tahap) =>
      `SKPI ${nomor} of ${nama} (${nim}) was returned by ${oleh} (${tahap}). Correct it and reprint, or cancel the draft.`,
    disetujuiJudul: 'SKPI approved at one stage',
    disetujui: (nama, nim, nomor, oleh, tahap) =>
      `SKPI ${nomor} of ${nama} (${nim}) was approved by ${oleh} (${tahap}) and passed on to the next stage.`,
    disahkanJudul: 'SKPI endorsed',
    disahkan: (nama, nim, nomor, oleh) =>
      `SKPI ${nomor} of ${nama} (${nim}) has been endorsed by ${oleh}: the document is sealed and its verification page is live.`,
  },
);

/** The approvers' daily mail: what waits for them. */
export const PENGESAHAN_MAIL_MSG = /* @__PURE__ */ bilingual(
  {
    subject: (jumlah: number) => `${jumlah} SKPI menunggu pengesahan Anda`,
    intro: (nama: string, jabatan: string) => `Yth. ${nama} (${jabatan}), SKPI berikut menunggu pengesahan Anda:`,
    line: (namaProdi: string, jumlah: number) => `${namaProdi}: ${jumlah} SKPI`,
    button: 'Buka Daftar Pengesahan',
    footer: 'Email ini dikirim paling banyak sekali sehari selama masih ada SKPI yang menunggu Anda.',
  } as const,
  {
    subject: (jumlah) => `${counted(jumlah, 'SKPI awaits', 'SKPIs await')} your endorsement`,
    intro: (nama, jabatan) => `Dear ${nama} (${jabatan}), the following SKPIs await your endorsement:`,
    line: (namaProdi, jumlah) => `${namaProdi}: ${counted(jumlah, 'SKPI', 'SKPIs')}`,
    button: 'Open the Endorsement List',
    footer: 'This e-mail is sent at most once a day while SKPIs are still waiting for you.',
  },
);

/** A bulk approval job's label ('Pengesahan Manajemen, periode 1 2026' and the like) and its skip note. */
export const pengesahanJobLabel = /* @__PURE__ */ twin(
  (jumlah: number, saringan: string | null) => `Pengesahan ${jumlah} SKPI${saringan ? ` (${saringan})` : ''}`,
  (jumlah, saringan) => `Endorsement of ${counted(jumlah, 'SKPI', 'SKPIs')}${saringan ? ` (${saringan})` : ''}`,
);
export const pengesahanSkipped = /* @__PURE__ */ twin(
  (jumlah: number) => `${jumlah} SKPI dilewati karena tidak lagi menunggu pada tahap Anda (sudah diproses atau dikembalikan).`,
  (jumlah) =>
    jumlah === 1
      ? '1 SKPI was skipped because it is no longer waiting at your stage (already processed or returned).'
      : `${jumlah} SKPIs were skipped because they are no longer waiting at your stage (already processed or returned).`,
);

/** The English title the SKPI prints beneath a known position (a free title is printed in Indonesian only). */
export const JABATAN_INGGRIS_MSG: Record<string, string> = {
  'Ketua Program Studi': 'Head of Study Program',
  'Sekretaris Program Studi': 'Secretary of Study Program',
  'Wakil Dekan Bidang Akademik': 'Vice Dean for Academic Affairs',
  Dekan: 'Dean',
};

/** The chain on the public verification page, in Indonesian and English. */
export const PENGESAHAN_BAHASA_MSG = /* @__PURE__ */ bilingual(
  {
    judul: 'Pengesahan',
    keterangan: 'Pejabat yang mengesahkan SKPI ini secara elektronik, berurutan, sebelum disegel.',
    tahap: 'Tahap',
    nama: 'Nama',
    jabatan: 'Jabatan',
    waktu: 'Disahkan pada',
    daftar: 'Rantai pengesahan',
  } as const,
  {
    judul: 'Legalisation',
    keterangan: 'The officials who legalised this SKPI electronically, in order, before it was sealed.',
    tahap: 'Stage',
    nama: 'Name',
    jabatan: 'Position',
    waktu: 'Approved on',
    daftar: 'Chain of legalisation',
  },
);
