/**
 * The search index follows every change of what it indexes, in the same transaction: a student's
 * name, NIM and active flag (usersRepo.changeIdentity), activation through the API, and a
 * portfolio's title, verification, visibility and deletion.
 */
import { describe, expect, it } from 'vitest';
import { activationTicket, registerStudent, VALID_BIODATA } from '../support/auth-flow';
import {
  changeStudent,
  createPortfolio,
  createStudent,
  nimsFound,
  searchPortfolios,
  searchProfiles,
  titlesFound,
  uniqueNim,
  uniqueWord,
  writePortfolio,
} from '../support/search-data';
import { api } from '../support/stack';

interface Profil {
  data: { biodata: { nama: string; nim: string }; portofolio: { judul: string }[] };
}

const show = (nim: string) => api<Profil>('GET', '/api/mahasiswa/show', { query: { nim } });

describe('a student changes', () => {
  it('is found by the new name only after a name change, everywhere the name shows', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const student = await createStudent({ nama: `Rina ${before} Wulandari` });
    const tag = uniqueWord();
    await createPortfolio(student, { judul: `Lomba ${tag}` });
    expect(await nimsFound(before)).toEqual([student.nim]);

    await changeStudent(student, { nama: `Rina ${after} Wulandari` });
    expect(await nimsFound(before)).toEqual([]);
    expect(await nimsFound(after)).toEqual([student.nim]);
    expect(await nimsFound(`rina ${after}`)).toEqual([student.nim]);
    expect(await nimsFound(`${before} wulandari`)).toEqual([]);
    expect(await nimsFound(`wulandari ${after}`)).toEqual([student.nim]);
    const portfolio = await searchPortfolios(tag);
    expect(portfolio.body.users.data[0]?.nama).toBe(`Rina ${after} Wulandari`);
    expect((await show(student.nim)).body.data.biodata.nama).toBe(`Rina ${after} Wulandari`);
  });

  it('is found by two words of a long name, and by the new ones only after it is shortened', async () => {
    const [gelar, akhir, baru] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const student = await createStudent({ nama: `Raden Mas ${gelar} Ayu Sri Rahayu Kusuma Wardhani ${akhir}` });
    expect(await nimsFound(`${akhir} raden`)).toEqual([student.nim]);
    const shortened = await changeStudent(student, { nama: `Sri ${baru}` });
    expect(await nimsFound(`${akhir} raden`)).toEqual([]);
    expect(await nimsFound(`${gelar} sri`)).toEqual([]);
    expect(await nimsFound(`${baru} sri`)).toEqual([student.nim]);
    await changeStudent(shortened, { is_active: false });
    expect(await nimsFound(`${baru} sri`)).toEqual([]);
  });

  it('is found by the new NIM only after a NIM change, and keeps its portfolios', async () => {
    const word = uniqueWord();
    const student = await createStudent({ nama: `Andi ${word}` });
    const tag = uniqueWord();
    await createPortfolio(student, { judul: `Seminar ${tag}` });
    const newNim = uniqueNim('5');

    await changeStudent(student, { nim: newNim });
    expect(await nimsFound(student.nim)).toEqual([]);
    expect(await nimsFound(newNim)).toEqual([newNim]);
    expect(await nimsFound(word)).toEqual([newNim]);
    expect((await show(student.nim)).status).toBe(404);
    const profil = await show(newNim);
    expect(profil.status).toBe(200);
    expect(profil.body.data.portofolio.map((p) => p.judul)).toEqual([`Seminar ${tag}`]);
    expect((await searchPortfolios(tag)).body.users.data[0]?.nim).toBe(newNim);
  });

  it('disappears when deactivated and comes back when reactivated', async () => {
    const word = uniqueWord();
    const tag = uniqueWord();
    let student = await createStudent({ nama: `Dewi ${word}` });
    await createPortfolio(student, { judul: `Magang ${tag}` });

    student = await changeStudent(student, { is_active: false });
    expect(await nimsFound(word)).toEqual([]);
    expect((await searchPortfolios(tag)).body.users).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect((await show(student.nim)).status).toBe(404);

    await changeStudent(student, { is_active: true });
    expect(await nimsFound(word)).toEqual([student.nim]);
    expect(await titlesFound(tag)).toEqual([`Magang ${tag}`]);
    expect((await show(student.nim)).status).toBe(200);
  });

  it('appears once activation gives it a name (registration alone does not)', async () => {
    const who = await registerStudent(1);
    expect(await nimsFound(who.nim)).toEqual([]);
    const ticket = await activationTicket(who.email);
    const res = await api('POST', '/api/auth/activate', { body: VALID_BIODATA, cookie: ticket });
    expect(res.status).toBe(200);
    const found = await searchProfiles(`${who.nim} nuraini`);
    expect(found.body.users.data).toEqual([{ nim: who.nim, nama: VALID_BIODATA.nama, portofolio: [] }]);
  });
});

describe('a portfolio changes', () => {
  it('is found by its new title only after a title change', async () => {
    const owner = await createStudent({ nama: `Pemilik ${uniqueWord()}` });
    const [old, renamed, english] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const p = await createPortfolio(owner, { judul: `Lomba ${old}`, judul_inggris: `Contest ${old}` });
    expect(await titlesFound(old)).toEqual([`Lomba ${old}`]);

    await writePortfolio(p, { judul: `Lomba ${renamed}`, judul_inggris: `Contest ${english}` });
    expect(await titlesFound(old)).toEqual([]);
    expect(await titlesFound(renamed)).toEqual([`Lomba ${renamed}`]);
    expect(await titlesFound(english)).toEqual([`Lomba ${renamed}`]);
    const profil = await show(owner.nim);
    expect(profil.body.data.portofolio.map((x) => x.judul)).toEqual([`Lomba ${renamed}`]);
  });

  it('disappears when hidden and comes back when shown again', async () => {
    const owner = await createStudent({ nama: `Pemilik ${uniqueWord()}` });
    const tag = uniqueWord();
    const p = await createPortfolio(owner, { judul: `Relawan ${tag}` });

    const hidden = await writePortfolio(p, { showed: false });
    expect(await titlesFound(tag)).toEqual([]);
    expect((await show(owner.nim)).body.data.portofolio).toEqual([]);
    expect((await searchProfiles(owner.nim)).body.users.data[0]?.portofolio).toEqual([]);

    if (!hidden) throw new Error('the portfolio is gone');
    await writePortfolio(hidden, { showed: true });
    expect(await titlesFound(tag)).toEqual([`Relawan ${tag}`]);
    expect((await show(owner.nim)).body.data.portofolio.map((x) => x.judul)).toEqual([`Relawan ${tag}`]);
    expect((await searchProfiles(owner.nim)).body.users.data[0]?.portofolio).toEqual([{ judul: `Relawan ${tag}`, judul_inggris: null }]);
  });

  it('appears when verified and disappears when rejected', async () => {
    const owner = await createStudent({ nama: `Pemilik ${uniqueWord()}` });
    const tag = uniqueWord();
    const waiting = await createPortfolio(owner, { judul: `Sertifikasi ${tag}`, status: 1 });
    expect(await titlesFound(tag)).toEqual([]);

    const verified = await writePortfolio(waiting, { id_status_portofolio: 2 });
    expect(await titlesFound(tag)).toEqual([`Sertifikasi ${tag}`]);

    if (!verified) throw new Error('the portfolio is gone');
    await writePortfolio(verified, { id_status_portofolio: 4 });
    expect(await titlesFound(tag)).toEqual([]);
    expect((await show(owner.nim)).body.data.portofolio).toEqual([]);
  });

  it('disappears when deleted', async () => {
    const owner = await createStudent({ nama: `Pemilik ${uniqueWord()}` });
    const tag = uniqueWord();
    const p = await createPortfolio(owner, { judul: `Publikasi ${tag}`, judul_inggris: `Publication ${tag}` });
    expect(await titlesFound(tag)).toHaveLength(1);

    await writePortfolio(p, null);
    expect(await titlesFound(tag)).toEqual([]);
    expect((await show(owner.nim)).body.data.portofolio).toEqual([]);
  });

  it('keeps the profile timeline newest first, with the year of each item', async () => {
    const owner = await createStudent({ nama: `Pemilik ${uniqueWord()}` });
    await createPortfolio(owner, { judul: 'Lama', tanggal: '2021-02-03' });
    await createPortfolio(owner, { judul: 'Baru', tanggal: '2024-11-30' });
    await createPortfolio(owner, { judul: 'Tengah', tanggal: '2023-06-15' });
    const profil = await api<{ data: { portofolio: unknown[] } }>('GET', '/api/mahasiswa/show', { query: { nim: owner.nim } });
    expect(profil.body.data.portofolio).toEqual([
      { judul: 'Baru', judul_inggris: null, tanggal_terbit: '2024-11-30', tahun: 2024 },
      { judul: 'Tengah', judul_inggris: null, tanggal_terbit: '2023-06-15', tahun: 2023 },
      { judul: 'Lama', judul_inggris: null, tanggal_terbit: '2021-02-03', tahun: 2021 },
    ]);
  });
});
