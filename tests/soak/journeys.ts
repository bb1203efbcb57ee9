/**
 * What the virtual users do until the clock runs out, each with think time between steps, as
 * people use the product: students add, edit and delete portfolios with uploaded PDFs, read their
 * dashboard and notifications and request their SKPI; verifiers and admins work their queues and
 * accept or reject with notes; printers print single documents and bulk jobs to the end; visitors
 * search and open profiles and verification pages. What the API accepted goes into the ledger,
 * which the end checks compare with the stored data.
 */
import { pick, type Random } from '../bench/names';
import { portfolioTitle } from '../bench/titles';
import type { Answer, UserClient } from './client';
import type { Mailbox } from './mailbox';
import { type Person, signIn, type World } from './setup';

export interface Ledger {
  /** Portfolios the API said it created and not since deleted, by id: the owner's NIM. */
  portfolios: Map<number, string>;
  decisions: Array<{ nim: string; id: number; kind: 'verify' | 'reject' }>;
  /** Codes of printed documents (the visitors' verification pages). */
  codes: string[];
  bulk: { started: number; done: number; failed: number; unfinished: number };
  /** Upload or write attempts made again after a failure (a stopped stand-in). */
  retries: number;
  /** Downloads of a printed document that were no PDF. */
  badDownloads: number;
}

/** Signs in again (the e-mailed code); waits a little when it did not work (a stand-in stopped). */
export async function signInAgain(ctx: JourneyContext, person: Person): Promise<void> {
  if (!(await signIn(person, ctx.mailbox))) await think(ctx, 2000, 5000);
}

export interface JourneyContext {
  world: World;
  ledger: Ledger;
  mailbox: Mailbox;
  random: Random;
  /** True until the soak's time is up (epoch ms `deadline`). */
  running: () => boolean;
  deadline: number;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A pause between steps; it ends early when the time is up, so nobody starts a step after it. */
export const think = (ctx: JourneyContext, min: number, max: number) =>
  sleep(Math.max(0, Math.min(min + ctx.random() * (max - min), ctx.deadline - Date.now())));

/** A small PDF with a unique comment (sizes vary like scanned certificates do, kept small for the stand-ins). */
function evidencePdf(r: Random): Uint8Array {
  const pad = ' '.repeat(Math.floor(r() * 40_000));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let out = `%PDF-1.4\n%${pad}${r().toString(36)}\n`;
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** Presigned upload then the POST to the bucket, tried again (a few seconds apart) when a stand-in is down; the key or null. */
async function upload(ctx: JourneyContext, c: UserClient): Promise<string | null> {
  for (let attempt = 0; attempt < 6 && ctx.running(); attempt++) {
    if (attempt > 0) {
      ctx.ledger.retries++;
      await think(ctx, 2000, 5000);
    }
    const bytes = evidencePdf(ctx.random);
    const p = await c.call<{ key: string; url: string; fields: Record<string, string> }>('student: upload (presign)', 'POST', '/api/uploads', {
      body: { purpose: 'dokumen', content_type: 'application/pdf', size: bytes.length },
    });
    if (p?.status !== 201) continue;
    if (await c.postForm('student: upload (bucket POST)', p.body.url, p.body.fields, bytes, 'application/pdf')) return p.body.key;
  }
  return null;
}

interface Own {
  id_portofolio: number;
  id_anak_rubrik: number;
  id_status_portofolio: number;
  version: number;
}

/** A write the user sends again (with a fresh upload when it carries one) while the answer is 503 or none. */
export async function withRetry<T>(ctx: JourneyContext, send: () => Promise<Answer<T> | null>): Promise<Answer<T> | null> {
  for (let attempt = 0; ; attempt++) {
    const res = await send();
    if ((res && res.status !== 503) || attempt >= 5 || !ctx.running()) return res;
    ctx.ledger.retries++;
    await think(ctx, 2000, 5000);
  }
}

async function addPortfolio(ctx: JourneyContext, s: Person, mine: Map<number, Own>): Promise<void> {
  const anak = pick(ctx.random, ctx.world.anak);
  const title = portfolioTitle(ctx.random);
  const res = await withRetry(ctx, async () => {
    const key = await upload(ctx, s.client);
    if (!key) return null;
    return s.client.call<{ portofolio: Own }>('student: add portfolio', 'POST', `/api/portofolio/user/${s.nim}/add`, {
      body: {
        id_anak_rubrik: anak.id,
        judul: title.judul,
        judul_inggris: title.judul_inggris,
        bobot_skp_portofolio: 1 + Math.floor(ctx.random() * anak.max),
        tanggal_terbit: `${title.year}-0${1 + Math.floor(ctx.random() * 9)}-1${Math.floor(ctx.random() * 9)}`,
        dokumen_portofolio: key,
      },
    });
  });
  if (res?.status === 201) {
    mine.set(res.body.portofolio.id_portofolio, res.body.portofolio);
    ctx.ledger.portfolios.set(res.body.portofolio.id_portofolio, s.nim);
  }
}

async function editPortfolio(ctx: JourneyContext, s: Person, p: Own): Promise<void> {
  const anak = ctx.world.anak.find((a) => a.id === p.id_anak_rubrik) ?? { max: 1 };
  const title = portfolioTitle(ctx.random);
  const newFile = ctx.random() < 0.3;
  await withRetry(ctx, async () => {
    const key = newFile ? await upload(ctx, s.client) : undefined;
    if (key === null) return null;
    return s.client.call<{ portofolio: Own }>('student: edit portfolio', 'POST', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/update`, {
      body: {
        id_anak_rubrik: p.id_anak_rubrik,
        judul: title.judul,
        judul_inggris: title.judul_inggris,
        bobot_skp_portofolio: 1 + Math.floor(ctx.random() * anak.max),
        tanggal_terbit: `${title.year}-04-01`,
        version: p.version,
        ...(key ? { dokumen_portofolio: key } : {}),
      },
    });
  });
}

async function refreshOwn(s: Person, mine: Map<number, Own>): Promise<void> {
  const res = await s.client.call<{ portofolio: { data: Own[] } }>('student: list portfolios', 'GET', `/api/portofolio/user/${s.nim}`, {
    query: { page: 1, paginate: 50 },
  });
  if (res?.status !== 200) return;
  mine.clear();
  for (const p of res.body.portofolio.data) mine.set(p.id_portofolio, p);
}

export async function studentJourney(ctx: JourneyContext, s: Person): Promise<void> {
  const mine = new Map<number, Own>();
  let requested = false;
  const c = s.client;
  while (ctx.running()) {
    await think(ctx, 2000, 8000);
    if (!ctx.running()) break;
    if (!c.signedIn) {
      await signInAgain(ctx, s);
      continue;
    }
    const r = ctx.random();
    const open = [...mine.values()].filter((p) => p.id_status_portofolio !== 2);
    if (r < 0.15) {
      await c.call('student: dashboard', 'GET', '/api/statistik/user-portofolio');
      await c.call('student: latest portfolios', 'GET', '/api/portofolio/latest');
    } else if (r < 0.3) await refreshOwn(s, mine);
    else if (r < 0.5 && !requested && mine.size < 8) await addPortfolio(ctx, s, mine);
    else if (r < 0.62 && !requested && open.length > 0) {
      await editPortfolio(ctx, s, pick(ctx.random, open));
      await refreshOwn(s, mine);
    } else if (r < 0.68 && !requested && open.length > 0) {
      const p = pick(ctx.random, open);
      let attempts = 0;
      const res = await withRetry(ctx, () => {
        attempts++;
        return c.call('student: delete portfolio', 'DELETE', `/api/portofolio/user/${s.nim}/${p.id_portofolio}/delete`);
      });
      // 404 on a second attempt: the first one deleted it and its answer was lost on the way
      if (res?.status === 200 || (res?.status === 404 && attempts > 1)) {
        mine.delete(p.id_portofolio);
        ctx.ledger.portfolios.delete(p.id_portofolio);
      }
    } else if (r < 0.8) {
      const n = await c.call<{ notifikasi: { data: { created_at: string }[]; unread: number } }>('student: notifications', 'GET', '/api/notifikasi');
      const newest = n?.status === 200 ? n.body.notifikasi.data[0]?.created_at : undefined;
      if (newest && n?.body.notifikasi.unread)
        await c.call('student: notifications read', 'POST', '/api/notifikasi/read', { body: { until: newest } });
    } else if (r < 0.92) {
      await c.call('student: SKPI checklist', 'GET', '/api/skpi');
      const accepted = [...mine.values()].some((p) => p.id_status_portofolio === 2);
      if (!requested && accepted) {
        const res = await withRetry(ctx, () => c.call('student: request SKPI', 'POST', '/api/skpi/request'));
        if (res?.status === 200 || res?.status === 409) requested = true;
      } else if (requested) await c.call('student: SKPI request state', 'GET', '/api/skpi/pengajuan');
    } else if (r < 0.94) {
      // signs out and in again (the e-mailed code)
      await c.call('auth: sign out', 'POST', '/api/auth/logout');
      c.forget();
    } else await c.call('student: profile', 'GET', '/api/profile');
  }
}

interface QueueRow {
  id_portofolio: number;
  nim: string;
  version: number;
}

const NOTES = [
  'Bukti kurang jelas, mohon unggah sertifikat yang terbaca.',
  'Tanggal pada sertifikat tidak sesuai.',
  'Poin melebihi ketentuan rubrik.',
];

/** A verifier or an admin: the queue (a super admin filters it to the soak's program), a history, a decision with a note. */
export async function verifierJourney(ctx: JourneyContext, v: Person, superAdmin: boolean): Promise<void> {
  const c = v.client;
  const scope = superAdmin ? { id_prodi: ctx.world.idProdi } : {};
  while (ctx.running()) {
    await think(ctx, 2000, 6000);
    if (!ctx.running()) break;
    if (!c.signedIn) {
      await signInAgain(ctx, v);
      continue;
    }
    if (ctx.random() < 0.15) {
      await c.call('verifier: decided lists', 'GET', '/api/portofolio', { query: { status: ctx.random() < 0.5 ? 2 : 4, page: 1, ...scope } });
      continue;
    }
    const q = await c.call<{ portofolio: { data: QueueRow[] } }>('verifier: queue', 'GET', '/api/portofolio', {
      query: { status: 1, page: 1, ...scope },
    });
    const rows = q?.status === 200 ? q.body.portofolio.data : [];
    if (rows.length === 0) continue;
    const row = pick(ctx.random, rows);
    if (ctx.random() < 0.3) await c.call('verifier: history', 'GET', `/api/portofolio/user/${row.nim}/${row.id_portofolio}/riwayat`);
    await think(ctx, 500, 2000);
    const kind = ctx.random() < 0.75 ? 'verify' : 'reject';
    const body =
      kind === 'reject'
        ? { catatan: pick(ctx.random, NOTES), version: row.version }
        : { version: row.version, ...(ctx.random() < 0.3 ? { catatan: 'Baik.' } : {}) };
    const res = await withRetry(ctx, () =>
      c.call(`verifier: ${kind === 'verify' ? 'accept' : 'reject'}`, 'PUT', `/api/portofolio/user/${row.nim}/${row.id_portofolio}/${kind}`, { body }),
    );
    if (res?.status === 200) ctx.ledger.decisions.push({ nim: row.nim, id: row.id_portofolio, kind });
  }
}
