/** The Neo Feeder connection as the super admin reads it (never the password): the university's GET and the save's answer. */
import type { feederConnectionView } from '@shared/api/feeder';
import type * as z from 'zod';
import { type FeederConnectionItem, feederRepo } from './repo';

export type ConnectionView = z.output<typeof feederConnectionView>;

export function connectionView(item: FeederConnectionItem | undefined): ConnectionView {
  return {
    base_url: item?.base_url ?? null,
    username: item?.username ?? null,
    password_tersimpan: item?.password_tersimpan === true,
    sinkron_malam: item?.sinkron_malam === true,
    terakhir_sinkron: item?.terakhir_sinkron ?? null,
  };
}

/** The connection as GET /api/universitas shows it to the super admin. */
export const storedConnection = async (): Promise<ConnectionView> => connectionView(await feederRepo.getConnection());
