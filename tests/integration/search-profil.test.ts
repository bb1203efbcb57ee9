/**
 * The public profile, GET /api/mahasiswa/show?nim=: name, photo (a short-lived URL), bio, social
 * media and the verified, shown portfolios; a clear 404 for an unknown or inactive NIM.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { STUDENTS } from '@infra/local/seed-students';
import { SEARCH_MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { createStudent, uniqueWord } from '../support/search-data';
import { api, DEMO_ACCOUNTS, useStackEnv } from '../support/stack';

interface Profil {
  data: {
    biodata: { nama: string; nim: string; bio: string | null; foto_profil: string | null };
    sosmed: { jenis_sosmed: string; nama: string; link_sosmed: string }[];
    portofolio: { judul: string; judul_inggris: string | null; tanggal_terbit: string; tahun: number }[];
  };
}

const show = (nim: string) => api<Profil>('GET', '/api/mahasiswa/show', { query: { nim } });

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('public profile of a demo student', () => {
  it('answers name, bio, social media and only the verified, shown portfolios, newest first', async () => {
    const budi = DEMO_ACCOUNTS.budi;
    const res = await show(budi.nim);
    expect(res.status).toBe(200);
    const { biodata, sosmed, portofolio } = res.body.data;
    expect(biodata).toEqual({ nama: budi.nama, nim: budi.nim, bio: STUDENTS.budi.biodata.bio, foto_profil: null });
    expect(sosmed).toEqual(STUDENTS.budi.biodata.sosmed);
    const expected = STUDENTS.budi.portofolio
      .filter((p) => p.status === 2 && p.showed && !p.internal)
      .map((p) =>
        'judul' in p ? { judul: p.judul, judul_inggris: p.judul_inggris, tanggal_terbit: p.tanggal, tahun: Number(p.tanggal.slice(0, 4)) } : null,
      )
      .sort((a, b) => (b?.tanggal_terbit ?? '').localeCompare(a?.tanggal_terbit ?? ''));
    // internal activities take their titles from the catalog: compare the external ones by title
    expect(portofolio.filter((p) => expected.some((e) => e?.judul === p.judul))).toEqual(expected);
    const verifiedShown = STUDENTS.budi.portofolio.filter((p) => p.status === 2 && p.showed).length;
    expect(portofolio).toHaveLength(verifiedShown);
    expect([...portofolio].sort((a, b) => b.tanggal_terbit.localeCompare(a.tanggal_terbit))).toEqual(portofolio);
  });

  it('matches the NIM in any case', async () => {
    expect((await show(DEMO_ACCOUNTS.budi.nim.toLowerCase())).status).toBe(200);
  });
});

describe('not found', () => {
  it('answers 404 with a clear message for an unknown NIM', async () => {
    const res = await show('0000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: SEARCH_MSG.studentNotFound });
  });

  it('answers 404 for staff, for a student not yet activated and for a deactivated one', async () => {
    const inactive = await createStudent({ nama: `Nonaktif ${uniqueWord()}`, is_active: false });
    for (const nim of [DEMO_ACCOUNTS.verifikator.nim, DEMO_ACCOUNTS.superAdmin.nim, DEMO_ACCOUNTS.belumAktif.nim, inactive.nim]) {
      const res = await show(nim);
      expect(res.status, nim).toBe(404);
      expect(res.body).toEqual({ message: SEARCH_MSG.studentNotFound });
    }
  });

  it('answers 422 without a NIM', async () => {
    const res = await api('GET', '/api/mahasiswa/show');
    expect(res.status).toBe(422);
  });
});

describe('photo', () => {
  it('answers a short-lived URL of the photo that serves its bytes', async () => {
    useStackEnv();
    const [{ s3 }, { env }] = await Promise.all([import('@functions/lib/clients'), import('@functions/lib/env')]);
    const key = `foto/${uniqueWord()}/foto.png`;
    await s3().send(new PutObjectCommand({ Bucket: env.documentsBucket, Key: key, Body: PNG, ContentType: 'image/png' }));
    const student = await createStudent({ nama: `Berfoto ${uniqueWord()}`, foto_profil: key, bio: 'Suka memotret.' });

    const res = await show(student.nim);
    expect(res.status).toBe(200);
    const url = res.body.data.biodata.foto_profil;
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(url).toMatch(/X-Amz-Expires=\d+/);
    const photo = await fetch(url ?? '');
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
