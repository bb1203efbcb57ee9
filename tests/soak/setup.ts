/**
 * The soak's own world, made before the clock starts: a super admin (written through the users
 * repository, as the operator's create-admin does: no route creates the first one), who signs in
 * with the e-mailed code and creates through the API a faculty with its code, an active program,
 * two rubrics with two sub-rubrics each and a graduation period; the staff (verifiers assigned to
 * the sub-rubrics through the API, admins and printers of the program) written as staff accounts
 * are; the students registered, activated and signed in through the API as a browser does.
 */
import { tokenOfFragment } from '@shared/domain/link-pages';
import { indonesianName, type Random } from '../bench/names';
import { UserClient } from './client';
import type { Mailbox } from './mailbox';
import type { Metrics } from './metrics';

export const SOAK_PASSWORD = 'Soak#Uji2026';

export interface Person {
  nim: string;
  email: string;
  nama: string;
  client: UserClient;
}

export interface World {
  tag: string;
  idProdi: number;
  idPeriode: number;
  anak: Array<{ id: number; max: number }>;
  superAdmin: Person;
  students: Person[];
  verifiers: Person[];
  admins: Person[];
  printers: Person[];
  visitors: UserClient[];
}

export interface Mix {
  students: number;
  verifiers: number;
  admins: number;
  printers: number;
  visitors: number;
}

/** The mix of a number of users: about 70% students, 16% verifiers and admins, 4% printers, 10% visitors (at least one of each). */
export function mixOf(users: number): Mix {
  const visitors = Math.max(1, Math.round(users * 0.1));
  const printers = Math.max(1, Math.round(users * 0.04));
  const staff = Math.max(1, Math.round(users * 0.16));
  const admins = Math.floor(staff / 3);
  return { students: Math.max(1, users - visitors - printers - staff), verifiers: staff - admins, admins, printers, visitors };
}

interface SetupDeps {
  base: string;
  metrics: Metrics;
  mailbox: Mailbox;
  random: Random;
  log: (line: string) => void;
}

async function must<T>(what: string, p: Promise<{ status: number; body: T } | null>): Promise<T> {
  const res = await p;
  if (!res || res.status >= 300)
    throw new Error(`soak setup: ${what} answered ${res?.status ?? 'nothing'}: ${JSON.stringify(res?.body).slice(0, 300)}`);
  return res.body;
}

/** Password, then the code from the mail store, as the browser does; false when it did not work (e.g. a stand-in stopped). */
export async function signIn(person: Person, mailbox: Mailbox, password = SOAK_PASSWORD): Promise<boolean> {
  const after = Math.floor(Date.now() / 1000);
  const login = await person.client.call('auth: sign in (password)', 'POST', '/api/auth/login', { body: { nim: person.nim, password } });
  if (login?.status !== 200) return false;
  const mail = await mailbox.wait(person.email, (m) => m.subject.includes('OTP') && m.at >= after);
  const pin = /\b(\d{6})\b/.exec(mail?.body.text ?? '')?.[1];
  if (!pin) return false;
  const otp = await person.client.call('auth: sign in (code)', 'POST', '/api/auth/login/otp', { body: { pin_otp: pin } });
  return otp?.status === 200;
}

/** A staff account written through the users repository (the process points at the stack's table). */
async function staff(deps: SetupDeps, tag: string, n: number, role: 'super admin' | 'admin jurusan' | 'verifikator', idProdi: number | null) {
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { hashPassword } = await import('@functions/lib/password');
  const nim = `SK${tag}${role === 'super admin' ? 'S' : role === 'verifikator' ? 'V' : 'A'}${n}`;
  const nama = indonesianName(deps.random);
  const email = `${nim.toLowerCase()}@soak.test`;
  await usersRepo.create({
    nim,
    email,
    role,
    id_prodi: idProdi,
    nama,
    password_hash: await hashPassword(SOAK_PASSWORD),
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
  });
  const person: Person = { nim, email, nama, client: new UserClient(deps.base, deps.metrics) };
  if (!(await signIn(person, deps.mailbox))) throw new Error(`soak setup: ${nim} could not sign in`);
  return person;
}

const BIODATA = {
  kewarganegaraan: 102,
  nik: '1271000000000001',
  agama: 'Islam',
  jenis_kelamin: 1,
  tempat_lahir: 'Medan',
  tanggal_lahir: '2003-08-17',
  alamat: 'Jl. Dr. Mansur No. 9, Medan',
  id_provinsi: 12,
  id_kota: 1271,
  kode_pos: '20155',
  no_telepon_asal: '(061) 821-1234',
  no_hp: '+62 812-3456-7890',
  bio: 'Mahasiswa aktif.',
};

/** Registers, activates (the link from the mail) and signs in a student of the program. */
async function student(deps: SetupDeps, tag: string, n: number, idProdi: number): Promise<Person> {
  const nim = `SK${tag}M${n}`;
  const email = `${nim.toLowerCase()}@soak.test`;
  const nama = indonesianName(deps.random);
  const person: Person = { nim, email, nama, client: new UserClient(deps.base, deps.metrics) };
  const c = person.client;
  await must(
    `register ${nim}`,
    c.call('auth: register', 'POST', '/api/auth/register', {
      body: { nim, email, id_prodi: idProdi, password: SOAK_PASSWORD, password_confirmation: SOAK_PASSWORD },
    }),
  );
  const mail = await deps.mailbox.wait(email, (m) => m.subject.includes('Aktivasi'));
  const link = /(https?:\/\/\S+\/activation#\S+)/.exec(mail?.body.text ?? '')?.[1];
  const encoded = link ? tokenOfFragment(new URL(link).hash) : null;
  if (!encoded) throw new Error(`soak setup: no activation mail to ${email}`);
  const address = new URL(Buffer.from(encoded, 'base64url').toString('utf8'));
  await must(`activation link of ${nim}`, c.call('auth: activation link', 'GET', `${address.pathname}${address.search}`));
  await must(`activation of ${nim}`, c.call('auth: activate', 'POST', '/api/auth/activate', { body: { ...BIODATA, nama } }));
  c.forget();
  if (!(await signIn(person, deps.mailbox))) throw new Error(`soak setup: ${nim} could not sign in`);
  return person;
}

/** Runs `make` for 0..n-1, a few at a time. */
async function several<T>(n: number, make: (i: number) => Promise<T>, atOnce = 4): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

async function program(deps: SetupDeps, tag: string, su: UserClient) {
  const { fakultas } = await must(
    'faculty',
    su.call<{ fakultas: { id_fakultas: number } }>('setup', 'POST', '/api/fakultas/add', {
      body: {
        nama_fakultas: `Fakultas Uji Beban ${tag}`,
        nama_fakultas_inggris: `Faculty of Load Testing ${tag}`,
        kode_fakultas: `SK${tag}`.slice(0, 10),
        nama_dekan: 'Prof. Dr. Ratna Sari, M.Si.',
        nomor_pegawai_dekan: '197001011995032001',
        is_active: true,
      },
    }),
  );
  const { prodi } = await must(
    'program',
    su.call<{ prodi: { id_prodi: number } }>('setup', 'POST', '/api/prodi/add', {
      body: {
        id_fakultas: fakultas.id_fakultas,
        nama_prodi: `Rekayasa Beban ${tag}`,
        nama_prodi_inggris: `Load Engineering ${tag}`,
        jenjang: 'S1',
        gelar: 'Sarjana Teknik (S.T.)',
        gelar_inggris: 'Bachelor of Engineering',
        is_active: true,
        bahasa_pengantar: 'Bahasa Indonesia',
        bahasa_pengantar_inggris: 'Indonesian',
        lama_studi: '8 semester',
        lama_studi_inggris: '8 semesters',
      },
    }),
  );
  const kategori = await must(
    'categories',
    su.call<{ bidang_portofolio: { id_bidang_portofolio: number }[] }>('setup', 'GET', '/api/bidangportofolio'),
  );
  const anak: World['anak'] = [];
  for (const [i, nama] of ['Penalaran dan Keilmuan', 'Minat dan Bakat'].entries()) {
    const idBidang = kategori.bidang_portofolio[i % kategori.bidang_portofolio.length]?.id_bidang_portofolio;
    const { rubrik } = await must(
      'rubric',
      su.call<{ rubrik: { id_rubrik: number } }>('setup', 'POST', '/api/rubrik/add', {
        body: { id_prodi: prodi.id_prodi, id_bidang_portofolio: idBidang, nama_rubrik: nama, syarat_minimal_skp: 0 },
      }),
    );
    for (const [j, sub] of ['Pemakalah Seminar', 'Juara Lomba'].entries()) {
      const max = 2 + i + j;
      const { anak_rubrik } = await must(
        'sub-rubric',
        su.call<{ anak_rubrik: { id_anak_rubrik: number } }>('setup', 'POST', `/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, {
          body: { nama_anak_rubrik: `${sub} ${nama}`, bobot_maksimal_skp_tiap_portofolio: max, syarat_minimal_skp: 0 },
        }),
      );
      anak.push({ id: anak_rubrik.id_anak_rubrik, max });
    }
  }
  deps.log(`soak: program ${prodi.id_prodi} with ${anak.length} sub-rubrics`);
  return { idProdi: prodi.id_prodi, anak };
}

async function period(su: UserClient): Promise<number> {
  const tanggal = new Date().toISOString().slice(0, 10);
  for (let n = 1 + Math.floor(Math.random() * 99), tries = 0; tries < 99; n = (n % 99) + 1, tries++) {
    const res = await su.call('setup', 'POST', '/api/manajemen/periode/add', { query: { tanggal, periode: n } });
    if (res?.status === 201) {
      const list = await must(
        'periods',
        su.call<{ periode: { id_periode_kelulusan: number; tanggal: string; periode: number }[] }>('setup', 'GET', '/api/manajemen/periode'),
      );
      const found = list.periode.find((p) => p.tanggal === tanggal && p.periode === n);
      if (found) return found.id_periode_kelulusan;
    }
    if (res?.status !== 409) throw new Error(`soak setup: period answered ${res?.status}: ${JSON.stringify(res?.body)}`);
  }
  throw new Error('soak setup: no free period number today');
}

export async function makeWorld(deps: SetupDeps, mix: Mix): Promise<World> {
  const tag = Date.now().toString(36).toUpperCase().slice(-6);
  const superAdmin = await staff(deps, tag, 0, 'super admin', null);
  const su = superAdmin.client;
  const { idProdi, anak } = await program(deps, tag, su);
  const idPeriode = await period(su);
  const verifiers = await several(mix.verifiers, (i) => staff(deps, tag, i, 'verifikator', null));
  // each verifier gets every sub-rubric but one (so queues overlap, as colleagues' do)
  for (const [i, v] of verifiers.entries()) {
    const mine = anak.filter((_, j) => anak.length === 1 || j !== i % anak.length).map((a) => a.id);
    await must(
      `assignment of ${v.nim}`,
      su.call('setup', 'PUT', '/api/manajemen/verifikator/update', { body: { nim_verifikator: v.nim, id_anak_rubrik: mine } }),
    );
  }
  // admins: the program's admin jurusan, and (every second one) a super admin limited to the program by the queue's filter
  const admins = await several(mix.admins, (i) =>
    i % 2 === 1 ? staff(deps, tag, 100 + i, 'super admin', null) : staff(deps, tag, 100 + i, 'admin jurusan', idProdi),
  );
  const printers = await several(mix.printers, (i) => staff(deps, tag, 200 + i, 'admin jurusan', idProdi));
  const students = await several(mix.students, (i) => student(deps, tag, i, idProdi));
  const visitors = Array.from({ length: mix.visitors }, () => new UserClient(deps.base, deps.metrics));
  deps.log(
    `soak: ${students.length} students, ${verifiers.length} verifiers, ${admins.length} admins, ${printers.length} printers, ${visitors.length} visitors signed up and in`,
  );
  return { tag, idProdi, idPeriode, anak, superAdmin, students, verifiers, admins, printers, visitors };
}
