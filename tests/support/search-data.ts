/**
 * Data of the search tests, written through the repos into the stack's table (the demo data
 * stays untouched): students and portfolios whose words carry a tag unique to the test run, so
 * every expectation is exact however many other tests share the table.
 */
import type { PortofolioItem, StatusPortofolio } from '@functions/domain/portofolio/repo';
import type { NewUser, UserItem } from '@functions/domain/users/repo';
import { portofolioKeys } from '@functions/lib/entities/portofolio';
import type { searchPage } from '@shared/api/search';
import { api, useStackEnv as pointAtStack } from './stack';

type SearchPage = import('zod').output<typeof searchPage>;

const LETTERS = 'bcdfghjklmnpqrstvwxz';

/** A word no name or title of the demo data has: `Qz` and six random consonants. */
export function uniqueWord(length = 6): string {
  let w = 'Qz';
  for (let i = 0; i < length; i++) w += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return w;
}

/** A NIM no other test uses: `prefix` then random digits, 10 digits in all. */
export function uniqueNim(prefix = '8'): string {
  let nim = prefix;
  while (nim.length < 10) nim += String(Math.floor(Math.random() * 10));
  return nim;
}

/** Private biodata every test student carries, so privacy tests can look for it. */
export const PRIVATE_BIODATA = {
  nik: '3273011708030009',
  alamat: 'Jl. Rahasia Pribadi No. 17, Bandung',
  no_hp: '+62 813-9999-0001',
  no_telepon_asal: '(022) 999-0001',
  tempat_lahir: 'Kota Rahasia',
  tanggal_lahir: '2003-08-17',
  kode_pos: '40999',
  agama: 'Islam',
  jenis_kelamin: 1 as const,
  kewarganegaraan: 102,
  id_provinsi: 32,
  id_kota: 3273,
};

export interface StudentInput {
  nama: string;
  nim?: string;
  is_active?: boolean;
  is_data_complete?: boolean;
  bio?: string | null;
  foto_profil?: string | null;
  sosmed?: NewUser['sosmed'];
}

async function repos() {
  pointAtStack();
  const [{ usersRepo }, { portofolioRepo }, table, { portfolioIndexChanges }] = await Promise.all([
    import('@functions/domain/users/repo'),
    import('@functions/domain/portofolio/repo'),
    import('@functions/lib/table'),
    import('@functions/lib/projections/search-index'),
  ]);
  return { usersRepo, portofolioRepo, table, portfolioIndexChanges };
}

/** A student written through usersRepo.create (active and activated unless said). */
export async function createStudent(input: StudentInput): Promise<UserItem> {
  const { usersRepo } = await repos();
  const nim = input.nim ?? uniqueNim();
  return usersRepo.create({
    nim,
    email: `${nim.toLowerCase()}@uji-cari.test`,
    role: 'mahasiswa',
    id_prodi: 1,
    nama: input.nama,
    password_hash: 'not-a-real-hash',
    is_active: input.is_active ?? true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: input.is_data_complete ?? true,
    is_graduated: false,
    ...PRIVATE_BIODATA,
    bio: input.bio ?? null,
    foto_profil: input.foto_profil ?? null,
    sosmed: input.sosmed ?? [],
  });
}

export interface PortfolioInput {
  judul: string;
  judul_inggris?: string | null;
  status?: StatusPortofolio;
  showed?: boolean;
  tanggal?: string;
}

/** A portfolio written through portofolioRepo.create (verified and shown unless said). */
export async function createPortfolio(owner: UserItem, input: PortfolioInput): Promise<PortofolioItem> {
  const { portofolioRepo } = await repos();
  const status = input.status ?? 2;
  return portofolioRepo.create({
    user_id: owner.id,
    id_prodi: owner.id_prodi ?? 1,
    id_bidang_portofolio: 1,
    id_rubrik: 1,
    id_anak_rubrik: 1,
    id_kegiatan_ppk: null,
    judul: input.judul,
    judul_inggris: input.judul_inggris ?? null,
    bobot_skp_portofolio: 2,
    tanggal_terbit: input.tanggal ?? '2024-03-01',
    dokumen_portofolio: null,
    id_status_portofolio: status,
    showed: input.showed ?? true,
    verified_by: status === 2 || status === 4 ? 'uji' : null,
    verified_at: status === 2 || status === 4 ? new Date().toISOString() : null,
  });
}

/**
 * A portfolio change as every portfolio write of the app makes it: the portfolio item
 * (conditional on its version) and the search-index changes in ONE transaction. `null` deletes.
 * (The portfolio repo has no update, hide or delete function yet; the student and verifier areas
 * add them with this same shape.)
 */
export async function writePortfolio(before: PortofolioItem, patch: Partial<PortofolioItem> | null): Promise<PortofolioItem | null> {
  const { table, portfolioIndexChanges } = await repos();
  const key = portofolioKeys.portofolio(before.id_portofolio);
  const condition = { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } };
  if (patch === null) {
    await table.transact([{ Delete: { TableName: table.tableName(), Key: key, ...condition } }, ...portfolioIndexChanges(before, null)]);
    return null;
  }
  const after: PortofolioItem = { ...before, ...patch, version: before.version + 1, updated_at: new Date().toISOString() };
  const { portofolioIndexAttributes } = await import('@functions/domain/portofolio/repo');
  await table.transact([
    { Put: { TableName: table.tableName(), Item: { ...key, ...portofolioIndexAttributes(after), type: 'portofolio', ...after }, ...condition } },
    ...portfolioIndexChanges(before, after),
  ]);
  return after;
}

/** Name, NIM or active flag of a student, through usersRepo.changeIdentity. */
export async function changeStudent(user: UserItem, change: { nama?: string; nim?: string; is_active?: boolean }): Promise<UserItem> {
  const { usersRepo } = await repos();
  return usersRepo.changeIdentity(user, change);
}

/** GET /api/mahasiswa as the search page sends it (profile search: the text in nim and nama). */
export async function searchProfiles(text: string, page = 1, paginate = 10) {
  return api<{ users: SearchPage }>('GET', '/api/mahasiswa', { query: { page, paginate, nim: text, nama: text } });
}

/** GET /api/mahasiswa?portofolio= as the search page sends it. */
export async function searchPortfolios(text: string, page = 1, paginate = 10) {
  return api<{ users: SearchPage }>('GET', '/api/mahasiswa', { query: { page, paginate, portofolio: text } });
}

/** The NIMs of a profile search's page. */
export async function nimsFound(text: string, page = 1, paginate = 10): Promise<string[]> {
  const res = await searchProfiles(text, page, paginate);
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.users.data.map((u) => u.nim);
}

/** The Indonesian titles of a portfolio search's page. */
export async function titlesFound(text: string, page = 1, paginate = 10): Promise<string[]> {
  const res = await searchPortfolios(text, page, paginate);
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.users.data.map((u) => u.portofolio[0]?.judul ?? '');
}
