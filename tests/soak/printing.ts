/**
 * The printers (admins of the soak's program) and the anonymous visitors. A printer lists the
 * students waiting for their SKPI, prints one (and downloads the PDF) or several as a bulk job
 * followed to its end (and downloads the zip); each printed code goes to the visitors, who search
 * students, open public profiles and check printed documents on the verification page.
 */
import { pick } from '../bench/names';
import { type JourneyContext, signInAgain, sleep, think, withRetry } from './journeys';
import type { Person } from './setup';

interface WaitingRow {
  nim: string;
  is_downloaded: 0 | 1 | null;
}

interface JobView {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  url?: string;
}

/** How long a printer follows a bulk job before giving up on it. */
const JOB_PATIENCE_MS = 180_000;

async function codesOf(ctx: JourneyContext, p: Person, nim: string): Promise<void> {
  const res = await p.client.call<{ data: { kode: string; status: string }[] }>(
    'printer: documents of a student',
    'GET',
    `/api/manajemen/skpi/dokumen/${nim}`,
  );
  for (const d of res?.status === 200 ? res.body.data : [])
    if (d.status === 'sah' && !ctx.ledger.codes.includes(d.kode)) ctx.ledger.codes.push(d.kode);
}

async function singlePrint(ctx: JourneyContext, p: Person, nim: string): Promise<void> {
  const res = await withRetry(ctx, () =>
    p.client.call<{ message: string }>('printer: print one', 'POST', `/api/manajemen/skpi/download/${nim}`, {
      query: { periode: ctx.world.idPeriode, override: 0 },
    }),
  );
  if (res?.status !== 200) return;
  const pdf = await p.client.download('printer: download PDF', res.body.message);
  if (pdf && Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') ctx.ledger.badDownloads++;
  await codesOf(ctx, p, nim);
}

async function bulkPrint(ctx: JourneyContext, p: Person, nims: string[]): Promise<void> {
  const res = await withRetry(ctx, () =>
    p.client.call<{ job: JobView }>('printer: start bulk job', 'POST', '/api/manajemen/skpi/download/bulk', {
      query: { nim: nims, periode: ctx.world.idPeriode, override: 0 },
    }),
  );
  if (res?.status !== 202) return;
  ctx.ledger.bulk.started++;
  const until = Date.now() + JOB_PATIENCE_MS;
  for (;;) {
    await sleep(1000);
    const j = await p.client.call<{ job: JobView }>('printer: job progress', 'GET', `/api/manajemen/skpi/jobs/${res.body.job.id}`);
    const job = j?.status === 200 ? j.body.job : undefined;
    if (job?.status === 'done') {
      ctx.ledger.bulk.done++;
      if (job.url) await p.client.download('printer: download zip', job.url);
      for (const nim of nims) await codesOf(ctx, p, nim);
      return;
    }
    if (job?.status === 'failed') {
      ctx.ledger.bulk.failed++;
      return;
    }
    if (Date.now() > until) {
      ctx.ledger.bulk.unfinished++;
      return;
    }
  }
}

export async function printerJourney(ctx: JourneyContext, p: Person): Promise<void> {
  const c = p.client;
  while (ctx.running()) {
    await think(ctx, 3000, 8000);
    if (!ctx.running()) break;
    if (!c.signedIn) {
      await signInAgain(ctx, p);
      continue;
    }
    const list = await c.call<{ users: { data: WaitingRow[] } }>('printer: students waiting', 'GET', '/api/manajemen/skpi/search', {
      query: { page: 1, paginate: 50, pengajuan: 'menunggu' },
    });
    const waiting = list?.status === 200 ? list.body.users.data.map((u) => u.nim) : [];
    if (waiting.length === 0) {
      await c.call('printer: job list', 'GET', '/api/manajemen/skpi/jobs');
      continue;
    }
    if (waiting.length >= 2 && ctx.random() < 0.35) await bulkPrint(ctx, p, waiting.slice(0, 10));
    else await singlePrint(ctx, p, pick(ctx.random, waiting));
  }
}

export async function visitorJourney(ctx: JourneyContext, v: Person['client']): Promise<void> {
  const students = ctx.world.students;
  while (ctx.running()) {
    await think(ctx, 3000, 10_000);
    if (!ctx.running()) break;
    const r = ctx.random();
    const s = pick(ctx.random, students);
    if (r < 0.4) {
      const word =
        pick(
          ctx.random,
          s.nama.split(' ').filter((w) => w.length >= 3),
        ) ?? s.nama;
      await v.call('visitor: search', 'GET', '/api/mahasiswa', {
        query: { page: 1, paginate: 10, nama: word.slice(0, 3 + Math.floor(ctx.random() * 4)) },
      });
    } else if (r < 0.65) await v.call('visitor: profile', 'GET', '/api/mahasiswa/show', { query: { nim: s.nim } });
    else if (ctx.ledger.codes.length > 0) {
      const kode = pick(ctx.random, ctx.ledger.codes);
      await v.call('visitor: verification page', 'GET', `/api/verifikasi/${kode}`);
      if (ctx.random() < 0.2) await v.call('visitor: credential', 'GET', `/api/verifikasi/${kode}/kredensial`);
    } else await v.call('visitor: search', 'GET', '/api/mahasiswa', { query: { page: 1, paginate: 10, nim: s.nim.slice(0, 6) } });
  }
}
