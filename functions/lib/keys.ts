/** Every key format, gathered from the entity modules (./entities/) while their callers move to them. */

import { auditKeys } from './entities/audit';
import { authKeys } from './entities/auth';
import { cetakKeys } from './entities/cetak';
import { cplKeys } from './entities/cpl';
import { jobKeys } from './entities/jobs';
import { sortKeys } from './entities/key';
import { kredensialKeys } from './entities/kredensial';
import { masterKeys } from './entities/master';
import { mutasiKeys } from './entities/mutasi';
import { notifikasiKeys } from './entities/notifikasi';
import { portofolioKeys } from './entities/portofolio';
import { ppkKeys } from './entities/ppk';
import { rubrikKeys } from './entities/rubrik';
import { searchKeys } from './entities/search';
import { sequenceKeys } from './entities/sequence';
import { skpiKeys } from './entities/skpi';
import { statistikKeys } from './entities/statistik';
import { uploadKeys } from './entities/uploads';
import { urutanKeys } from './entities/urutan';
import { userKeys } from './entities/users';
import { verifikatorKeys } from './entities/verifikator';

export type { Key } from './entities/key';
export { pad } from './entities/key';

export const keys = {
  ...sequenceKeys,
  ...userKeys,
  ...masterKeys,
  ...rubrikKeys,
  ...ppkKeys,
  ...cplKeys,
  ...urutanKeys,
  ...portofolioKeys,
  ...verifikatorKeys,
  ...auditKeys,
  ...notifikasiKeys,
  ...mutasiKeys,
  ...skpiKeys,
  ...cetakKeys,
  ...kredensialKeys,
  ...authKeys,
  ...statistikKeys,
  ...uploadKeys,
  ...jobKeys,
  ...searchKeys,
  ...sortKeys,
} as const;
