/**
 * The admin dashboard's statistics (shared/api/statistik.ts): every number is read from the
 * counters kept in the transaction of each change (counters.ts, the achievement counters of
 * docs/data-model.md "Counters"); nothing here counts items.
 *
 * Scope: an admin jurusan always gets their own program, whatever they pass; a super admin the
 * university (no program passed) or the program passed (404 when it does not exist). The
 * achievement counters live on the program shards only, so a university view sums every
 * program's shards: read from the university's partition of all programs' shards and rules
 * markers (one Query, `statistikRepo.ofUniversity`), so its calls do not grow with the programs.
 */
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import type { AuthContext } from '@functions/lib/auth';
import { Forbidden, NotFound } from '@functions/lib/domain-errors';
import { env } from '@functions/lib/env';
import { ALL_PRODI } from '@functions/lib/projections/counters';
import { type CapaianAturanItem, statistikRepo } from '@functions/lib/projections/reads';
import type { ResponseOf } from '@shared/api/contract';
import { LOGIN_SERIES, type statistikRoutes } from '@shared/api/statistik';
import { addDays, wibToday } from '@shared/domain/audit';
import { CAPAIAN_ATTR } from '@shared/domain/capaian';
import { BYTES_PER_GB, formatGb } from '@shared/domain/storage-size';
import { GENERAL_MSG } from '@shared/messages/common';
import { VERIFIKASI_MSG } from '@shared/messages/verifikasi';
import { storageUsage } from './storage';

type Caller = Pick<AuthContext, 'role' | 'id_prodi'>;
type Answer<K extends keyof typeof statistikRoutes> = ResponseOf<(typeof statistikRoutes)[K]>;

/** The chart's days: today (WIB) and the six before it. */
const LOGIN_DAYS = 7;
/** The graduation chart's months: this month (WIB) and the eleven before it. */
const GRADUATION_MONTHS = 12;

/** Which program the numbers are of: `null` for the whole university, else the program (read, so it exists). */
type Scope = { id_prodi: null } | { id_prodi: number; prodi: ProdiItem };

async function scopeOf(auth: Caller, requested: number | undefined): Promise<Scope> {
  let id: number | undefined = requested;
  if (auth.role === 'admin jurusan') {
    if (auth.id_prodi === null) throw new Forbidden(VERIFIKASI_MSG.prodiOutOfScope);
    id = auth.id_prodi;
  } else if (auth.role !== 'super admin') {
    throw new Forbidden();
  }
  if (id === undefined) return { id_prodi: null };
  const prodi = await masterRepo.getProdi(id);
  if (!prodi) throw new NotFound(GENERAL_MSG.prodiNotFound);
  return { id_prodi: id, prodi };
}

/** The programs a scope covers: its one program, or every program of the university. */
async function programsOf(scope: Scope): Promise<ProdiItem[]> {
  if (scope.id_prodi !== null) return [scope.prodi];
  return (await masterRepo.listProdi()).sort((a, b) => a.id_prodi - b.id_prodi);
}

const pending = (a: Pick<CapaianAturanItem, 'perubahan' | 'dihitung'>) => (a.perubahan ?? 0) > (a.dihitung ?? 0);

/**
 * Counters of the scope's programs (summed shards; `attributes`: only those), by program (the
 * university's own under ALL_PRODI, in its scope), and whether any of the programs is being
 * recounted after a rule change. The university's: one Query of its partition, whatever the
 * number of programs, sent while the programs are still being read; a program's: its shards and
 * rules marker.
 */
async function achievementCounters(scope: Scope, programsRead: Promise<readonly ProdiItem[]>, attributes?: readonly string[]) {
  if (scope.id_prodi === null) {
    const [programs, all] = await Promise.all([programsRead, statistikRepo.ofUniversity(attributes)]);
    const ids = programs.map((p) => p.id_prodi);
    const counters = new Map([ALL_PRODI, ...ids].map((p) => [p, all.counters.get(p) ?? {}]));
    return { counters, recounting: ids.some((p) => pending(all.aturan.get(p) ?? {})) };
  }
  const ids = [scope.id_prodi];
  const [counters, aturan] = await Promise.all([statistikRepo.prodiCountersMany(ids, attributes), statistikRepo.aturanOf(ids)]);
  return { counters, recounting: aturan.some(pending) };
}

/** `YYYY-MM` moved by `n` months. */
function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const count = (counters: Record<string, number> | undefined, name: string) => Math.max(0, counters?.[name] ?? 0);

/** Sums counters of several programs. */
function sumOf(all: Iterable<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of all) for (const [k, v] of Object.entries(c)) out[k] = (out[k] ?? 0) + v;
  return out;
}

export const statistikService = {
  /** Sign-ins per account type for today (WIB) and the six days before, oldest first; one Query. */
  async loginWeek(today = wibToday()): Promise<Answer<'statistikLoginWeek'>> {
    const tanggal = Array.from({ length: LOGIN_DAYS }, (_, i) => addDays(today, i - (LOGIN_DAYS - 1)));
    const items = await statistikRepo.loginDays(tanggal[0] as string, today);
    const byDay = new Map(items.map((i) => [i.SK.slice(-today.length), i]));
    const series = (name: string) =>
      tanggal.map((d) => {
        const v = byDay.get(d)?.[name];
        return typeof v === 'number' ? v : 0;
      });
    const data = Object.fromEntries(LOGIN_SERIES.map((s) => [s, series(s)])) as Answer<'statistikLoginWeek'>['data'];
    return { data, tanggal };
  },

  /** Graduates per month of the last twelve months (this month last, WIB), of this year, and every registered student. */
  async kelulusan(auth: Caller, idProdi: number | undefined, today = wibToday()): Promise<Answer<'statistikKelulusan'>> {
    const scope = await scopeOf(auth, idProdi);
    const p = scope.id_prodi ?? ALL_PRODI;
    const thisMonth = today.slice(0, 7);
    const bulan = Array.from({ length: GRADUATION_MONTHS }, (_, i) => addMonths(thisMonth, i - (GRADUATION_MONTHS - 1)));
    const january = `${today.slice(0, 4)}-01`;
    const from = bulan[0] as string;
    const [byMonth, counters] = await Promise.all([
      // January is always within the last twelve months, so one Query covers both
      statistikRepo.graduatesByMonth(p, from < january ? from : january, thisMonth),
      statistikRepo.prodiCounters(p),
    ]);
    let thisYear = 0;
    for (const [month, n] of byMonth) if (month >= january && month <= thisMonth) thisYear += n;
    return {
      mahasiswa_lulus_12_bulan_terakhir: bulan.map((m) => Math.max(0, byMonth.get(m) ?? 0)),
      bulan,
      mahasiswa_lulus_tahun_ini: Math.max(0, thisYear),
      total_mahasiswa: count(counters, 'total_mahasiswa'),
      id_prodi: scope.id_prodi,
    };
  },

  /** Registered, not yet graduated, and not yet graduated without meeting every rubric of their program. */
  async skpi(auth: Caller, idProdi: number | undefined): Promise<Answer<'statistikSkpi'>> {
    const scope = await scopeOf(auth, idProdi);
    const programsRead = programsOf(scope);
    const [programs, { counters, recounting }] = await Promise.all([
      programsRead,
      achievementCounters(scope, programsRead, [CAPAIAN_ATTR.skp, 'total_mahasiswa', 'total_mahasiswa_belum_lulus']),
    ]);
    // the university's own shards hold its totals; the achievement counters are on the program shards only
    const all = counters.get(scope.id_prodi ?? ALL_PRODI);
    const memenuhi = programs.reduce((sum, p) => sum + count(counters.get(p.id_prodi), CAPAIAN_ATTR.skp), 0);
    const belumLulus = count(all, 'total_mahasiswa_belum_lulus');
    return {
      total_mahasiwa: count(all, 'total_mahasiswa'),
      total_mahasiswa_belum_lulus: belumLulus,
      mahasiswa_belum_lulus_dan_belum_memenuhi_skp: Math.max(0, belumLulus - memenuhi),
      sedang_dihitung_ulang: recounting,
      id_prodi: scope.id_prodi,
    };
  },

  /** Portfolios waiting for a verifier (status 1 or 3) and every portfolio. */
  async portofolio(auth: Caller, idProdi: number | undefined): Promise<Answer<'statistikPortofolio'>> {
    const scope = await scopeOf(auth, idProdi);
    const counters = await statistikRepo.prodiCounters(scope.id_prodi ?? ALL_PRODI);
    return {
      belum_diverifikasi: count(counters, 'portofolio_belum_diverifikasi'),
      total: count(counters, 'portofolio_total'),
      id_prodi: scope.id_prodi,
    };
  },

  /** Per sub-rubric of the scope's program(s): active students meeting its minimum, and every active student of its program. */
  async anakRubrik(auth: Caller, idProdi: number | undefined): Promise<Answer<'statistikAnakRubrik'>> {
    const scope = await scopeOf(auth, idProdi);
    const programsRead = programsOf(scope);
    const [programs, { counters, recounting }, anak] = await Promise.all([
      programsRead,
      achievementCounters(scope, programsRead),
      // the program's sub-rubrics, or the university's: two Queries either way
      rubrikRepo.anakWithRubrikNames(scope.id_prodi),
    ]);
    const ofProgram = new Map<number, typeof anak>();
    for (const a of anak) ofProgram.set(a.id_prodi, [...(ofProgram.get(a.id_prodi) ?? []), a]);
    const data: Answer<'statistikAnakRubrik'>['data'] = [];
    for (const prodi of programs) {
      const c = counters.get(prodi.id_prodi);
      const aktif = count(c, 'total_mahasiswa_belum_lulus');
      for (const a of (ofProgram.get(prodi.id_prodi) ?? []).sort((x, y) => x.id_rubrik - y.id_rubrik || x.id_anak_rubrik - y.id_anak_rubrik)) {
        data.push({
          id_anak_rubrik: a.id_anak_rubrik,
          nama_anak_rubrik: a.nama_anak_rubrik,
          nama_rubrik: a.nama_rubrik,
          id_prodi: prodi.id_prodi,
          nama_prodi: prodi.nama_prodi,
          jenjang: prodi.jenjang,
          mahasiswa_aktif_memenuhi_skp: Math.min(aktif, count(c, CAPAIAN_ATTR.anak(a.id_anak_rubrik))),
          mahasiswa_aktif_total: aktif,
        });
      }
    }
    return { data, sedang_dihitung_ulang: recounting, id_prodi: scope.id_prodi };
  },

  /** Per portfolio category (SKPI order): active students meeting every rubric of their program in it, and those whose program has one. */
  async bidangPortofolio(auth: Caller, idProdi: number | undefined): Promise<Answer<'statistikBidangPortofolio'>> {
    const scope = await scopeOf(auth, idProdi);
    const programsRead = programsOf(scope);
    const [bidang, programs] = await Promise.all([rubrikRepo.listBidang(), programsRead]);
    const { counters, recounting } = await achievementCounters(
      scope,
      programsRead,
      bidang.flatMap((b) => [CAPAIAN_ATTR.bidang(b.id_bidang_portofolio), CAPAIAN_ATTR.bidangAda(b.id_bidang_portofolio)]),
    );
    const sums = sumOf(programs.map((p) => counters.get(p.id_prodi) ?? {}));
    const data = bidang.map((b) => {
      const aktif = count(sums, CAPAIAN_ATTR.bidangAda(b.id_bidang_portofolio));
      return {
        id_bidang_portofolio: b.id_bidang_portofolio,
        nama_bidang: b.nama_bidang_portofolio,
        nama_bidang_inggris: b.nama_bidang_portofolio_inggris,
        mahasiswa_aktif_memenuhi_skp: Math.min(aktif, count(sums, CAPAIAN_ATTR.bidang(b.id_bidang_portofolio))),
        mahasiswa_aktif_total: aktif,
      };
    });
    return { data, sedang_dihitung_ulang: recounting, id_prodi: scope.id_prodi };
  },

  /** Per program (an admin jurusan: their own): every portfolio and those waiting for a verifier. */
  async portofolioSummary(auth: Caller): Promise<Answer<'statistikPortofolioSummary'>> {
    const scope = await scopeOf(auth, undefined);
    const attributes = ['portofolio_total', 'portofolio_belum_diverifikasi'];
    const [programs, counters] = await Promise.all([
      programsOf(scope),
      scope.id_prodi === null
        ? statistikRepo.ofUniversity(attributes).then((all) => all.counters)
        : statistikRepo.prodiCountersMany([scope.id_prodi], attributes),
    ]);
    return programs.map((p) => {
      const c = counters.get(p.id_prodi);
      return {
        id_prodi: p.id_prodi,
        nama_prodi: p.nama_prodi,
        jenjang: p.jenjang,
        total: count(c, 'portofolio_total'),
        belum_diverifikasi: count(c, 'portofolio_belum_diverifikasi'),
      };
    });
  },

  /** What the environment's buckets hold against the configured quota (env STORAGE_QUOTA_GB). */
  async storage(): Promise<Answer<'systemStorage'>> {
    const total = env.storageQuotaGb * BYTES_PER_GB;
    const used = await storageUsage.measure();
    const free = Math.max(0, total - used.bytes);
    return {
      disk_total_space: total,
      disk_free_space: free,
      disk_used_space: used.bytes,
      format_disk_total_space: formatGb(total),
      format_disk_used_space: formatGb(used.bytes),
      format_disk_free_space: formatGb(free),
      diukur_pada: used.at,
    };
  },
};
