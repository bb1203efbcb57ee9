/** What every Feeder call starts from: the stored connection with its password, and the confirmed program mapping. */
import { masterRepo } from '@functions/domain/master/repo';
import { Refused } from '@functions/lib/domain-errors';
import { FEEDER_MSG } from '@shared/messages/feeder';
import type { FeederConnectionSettings } from './client';
import type { ProdiMap } from './planner';
import { feederRepo } from './repo';
import { feederSecret } from './secret';

/** The stored connection, with `over` (the Tes koneksi form's values) over it; refused when a part is missing. */
export async function connectionSettings(over: Partial<FeederConnectionSettings> = {}): Promise<FeederConnectionSettings> {
  const stored = await feederRepo.getConnection();
  const baseUrl = over.baseUrl ?? stored?.base_url;
  const username = over.username ?? stored?.username;
  const password = over.password ?? (stored?.password_tersimpan ? await feederSecret.read() : undefined);
  if (!baseUrl || !username || !password) throw new Refused(() => FEEDER_MSG.feederNotConfigured);
  return { baseUrl, username, password };
}

/** Our programs linked to a Feeder program, by the Feeder's id_prodi (lower case); refused when none is. */
export async function mappedPrograms(): Promise<ProdiMap> {
  const map: ProdiMap = new Map();
  for (const p of await masterRepo.listProdi()) if (p.id_prodi_feeder) map.set(p.id_prodi_feeder.toLowerCase(), p);
  if (map.size === 0) throw new Refused(() => FEEDER_MSG.feederProdiNoneMapped);
  return map;
}
