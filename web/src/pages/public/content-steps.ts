/** The landing page's three-step flow, in Indonesian and English (re-exported by content.ts). */
import { bilingual } from '@shared/messages/language';
import type { Step } from './content-types';

/** The three-step flow of the landing page. */
export const STEPS: readonly Step[] = /* @__PURE__ */ bilingual<readonly Step[]>(
  [
    {
      icon: 'folder',
      title: 'Isi portofolio per bidang',
      text: 'Catat setiap kegiatan dan prestasimu sesuai bidang portofolio, rubrik, dan anak rubrik program studimu, lengkap dengan bukti dalam bentuk PDF.',
    },
    {
      icon: 'status-pending',
      title: 'Tunggu konfirmasi admin',
      text: 'Verifikator dan admin program studi memeriksa portofoliomu. Pantau statusnya, dari Menunggu hingga Terverifikasi, dan lengkapi poin SKP yang masih kurang.',
    },
    {
      icon: 'file',
      title: 'Ajukan dan cetak SKPI',
      text: 'Setelah semua syarat poin SKP terpenuhi, ajukan cetak SKPI. Begitu pengajuan diterima, Surat Keterangan Pendamping Ijazah-mu siap dicetak.',
    },
  ],
  [
    {
      icon: 'folder',
      title: 'Fill in your portfolio, field by field',
      text: 'Record each of your activities and achievements under the portfolio fields, rubrics and sub-rubrics of your study program, with proof as a PDF.',
    },
    {
      icon: 'status-pending',
      title: 'Wait for the admin to confirm',
      text: 'Verifiers and your study program’s admin check your portfolio. Follow its status from Pending to Verified, and make up any SKP points you still lack.',
    },
    {
      icon: 'file',
      title: 'Request and print your SKPI',
      text: 'Once you meet every SKP point requirement, request your SKPI. As soon as the request is accepted, your Diploma Supplement (SKPI) is ready to print.',
    },
  ],
);
