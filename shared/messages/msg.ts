/**
 * MSG: the fixed catalogue (the messages users and scripts know word for word) and the shell's
 * texts, merged from a part of each area, read by key in the language in force. The web app's
 * first load imports it from here, not from the index: the index re-exports every area's screen
 * texts, which a bundle would then load with the first page.
 */
import { ADMIN_MSG, CPL_MSG, PPK_MSG, UNIVERSITAS_MSG } from './admin';
import { AUDIT_MSG } from './audit';
import { AUTH_SPEC_MSG } from './auth';
import { CETAK_MSG } from './cetak';
import { FORM_MSG, GENERAL_MSG, PROGRESS_MSG } from './common';
import { IMPOR_MSG } from './impor';
import { KREDENSIAL_MSG } from './kredensial';
import { merged } from './language';
import { MAHASISWA_MSG } from './mahasiswa';
import { MANAJEMEN_MSG } from './manajemen';
import { MUTASI_ADMIN_MSG, MUTASI_MSG } from './mutasi';
import { PENGESAHAN_MSG } from './pengesahan';
import { PENGESAHAN_FORM_MSG } from './pengesahan-form';
import { PORTOFOLIO_MSG } from './portofolio';
import { PROFIL_MSG } from './profil';
import { RUBRIK_MSG } from './rubrik';
import { SEARCH_SPEC_MSG } from './search';
import { SHELL_MSG } from './shell';
import { SKPI_MSG, SKPI_NUMBER_MSG } from './skpi';
import { VERIFIKASI_MSG } from './verifikasi';

/** The parts MSG is made of (the test that no key is defined twice reads them one by one). */
export const MSG_PARTS = {
  FORM_MSG,
  GENERAL_MSG,
  PROGRESS_MSG,
  AUTH_SPEC_MSG,
  SEARCH_SPEC_MSG,
  MAHASISWA_MSG,
  PORTOFOLIO_MSG,
  SKPI_MSG,
  SKPI_NUMBER_MSG,
  PROFIL_MSG,
  MUTASI_MSG,
  MUTASI_ADMIN_MSG,
  ADMIN_MSG,
  UNIVERSITAS_MSG,
  PPK_MSG,
  CPL_MSG,
  VERIFIKASI_MSG,
  SHELL_MSG,
  RUBRIK_MSG,
  CETAK_MSG,
  AUDIT_MSG,
  MANAJEMEN_MSG,
  IMPOR_MSG,
  KREDENSIAL_MSG,
  PENGESAHAN_MSG,
  PENGESAHAN_FORM_MSG,
} as const;

/** The fixed catalogue and the shell's texts, by key: `MSG.required`, `MSG.portfolioAdded` (each read in the language in force). */
export const MSG = /* @__PURE__ */ merged(...Object.values(MSG_PARTS));

export type MessageKey = keyof typeof MSG;
