/**
 * The program mapping: each of our programs linked once to a Feeder program by its `id_prodi`
 * (never by name: names carry the level in some actions and not in others). The list reads
 * GetProdi live and suggests, for a Feeder program not yet linked, the one of ours with the same
 * name and level; the super admin confirms, and each confirmed link is written on our program
 * (`id_prodi_feeder`) with its audit entry.
 */
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { type Admin, audit, written } from '@functions/lib/admin-write';
import { Invalid, NotFound } from '@functions/lib/domain-errors';
import type { feederLokalProdi, feederProdiRow } from '@shared/api/feeder';
import { FEEDER_MSG } from '@shared/messages/feeder';
import type { FeederProdiBody } from '@shared/validation/feeder';
import type * as z from 'zod';
import { FEEDER_PAGE_MAX, feederClient } from './client';
import { FEEDER_ROUTE_TIMEOUT_MS } from './connection';
import { connectionSettings } from './context';
import { type FeederProdi, parseProdi } from './rows';

type Row = z.output<typeof feederProdiRow>;
type Lokal = z.output<typeof feederLokalProdi>;

const words = (v: string) => v.replace(/\s+/g, ' ').trim().toLocaleUpperCase('id');
/** A Feeder name without a leading level ("S1 Informatika" → "INFORMATIKA"). */
const bareName = (v: string) => words(v).replace(/^(D[1-4]|S[1-3]|PROFESI|SP-?[12])\s+/, '');

const lokalView = (p: ProdiItem): Lokal => ({
  id_prodi: p.id_prodi,
  nama_prodi: p.nama_prodi,
  jenjang: p.jenjang,
  id_prodi_feeder: p.id_prodi_feeder ?? null,
});

/** Ours with the same name (and level, when the Feeder names one), when exactly one fits. */
function suggestion(f: FeederProdi, ours: ProdiItem[]): ProdiItem | undefined {
  const fits = ours.filter((p) => !p.id_prodi_feeder && bareName(p.nama_prodi) === bareName(f.nama_program_studi));
  const level = f.jenjang ? words(f.jenjang) : null;
  const leveled = level ? fits.filter((p) => words(p.jenjang) === level) : fits;
  return leveled.length === 1 ? leveled[0] : fits.length === 1 && !level ? fits[0] : undefined;
}

/** Every GetProdi row, page by page. */
async function feederPrograms(): Promise<FeederProdi[]> {
  const client = feederClient({ ...(await connectionSettings()), timeoutMs: FEEDER_ROUTE_TIMEOUT_MS, pauseMs: 0 });
  const out: FeederProdi[] = [];
  for (let offset = 0; ; offset += FEEDER_PAGE_MAX) {
    const page = await client.page('GetProdi', { order: 'id_prodi ASC', limit: FEEDER_PAGE_MAX, offset });
    for (const raw of page) {
      const p = parseProdi(raw);
      if (p) out.push(p);
    }
    if (page.length < FEEDER_PAGE_MAX) return out;
  }
}

export async function listMapping(): Promise<{ prodi: Row[]; lokal: Lokal[] }> {
  const [feeder, ours] = await Promise.all([feederPrograms(), masterRepo.listProdi()]);
  const byLink = new Map(ours.filter((p) => p.id_prodi_feeder).map((p) => [(p.id_prodi_feeder as string).toLowerCase(), p]));
  const prodi = feeder.map((f): Row => {
    const linked = byLink.get(f.id_prodi.toLowerCase());
    const match = linked ?? suggestion(f, ours);
    return {
      id_prodi_feeder: f.id_prodi,
      kode_program_studi: f.kode_program_studi,
      nama_program_studi: f.nama_program_studi,
      jenjang: f.jenjang,
      status: f.status,
      id_prodi: match?.id_prodi ?? null,
      nama_prodi: match ? `${match.jenjang} ${match.nama_prodi}` : null,
      dikonfirmasi: linked !== undefined,
    };
  });
  return { prodi, lokal: ours.map(lokalView) };
}

export async function saveMapping(actor: Admin, body: FeederProdiBody): Promise<{ message: string; lokal: Lokal[] }> {
  const ours = await masterRepo.listProdi();
  const byId = new Map(ours.map((p) => [p.id_prodi, p]));
  const sent = new Map(body.pemetaan.map((m) => [m.id_prodi, m.id_prodi_feeder]));
  for (const id of sent.keys()) if (!byId.has(id)) throw new NotFound(FEEDER_MSG.feederProdiUnknown(id));
  // the links after the save: one of ours per Feeder program
  const links = ours.map((p) => (sent.has(p.id_prodi) ? sent.get(p.id_prodi) : p.id_prodi_feeder) ?? null).filter((v): v is string => v !== null);
  if (new Set(links.map((l) => l.toLowerCase())).size !== links.length) throw new Invalid({ pemetaan: [FEEDER_MSG.feederProdiTwice] });
  for (const [id, link] of sent) {
    const before = byId.get(id) as ProdiItem;
    if ((before.id_prodi_feeder ?? null) === link) continue;
    written(await masterRepo.updateProdi(before, { id_prodi_feeder: link }, (a) => [audit(actor, 'prodi.feeder', 'prodi', id, before, a)]));
  }
  return { message: FEEDER_MSG.feederProdiSaved, lokal: (await masterRepo.listProdi()).map(lokalView) };
}
