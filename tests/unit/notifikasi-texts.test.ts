/**
 * What a notification says is written when it is read (functions/domain/notifikasi/texts.ts): from
 * its kind and values, in the language in force (a portfolio's English title in English where the
 * student gave one), and a notification stored as text reads as stored in every language. A mail
 * is written in the language its builder runs in (`<html lang>` included).
 */
import { notifikasiTeks, type Pesan } from '@functions/domain/notifikasi/texts';
import { inLanguage } from '@functions/lib/language';
import { otpMail, portfolioUpdatesMail } from '@functions/lib/mail';
import { MAIL_MSG } from '@shared/messages/auth';
import { type Bahasa, sideIn } from '@shared/messages/language';
import { PENGESAHAN_NOTIF_MSG } from '@shared/messages/pengesahan';
import { NOTIFIKASI_MSG } from '@shared/messages/verifikasi';
import { describe, expect, it } from 'vitest';

const LANGS: readonly Bahasa[] = ['id', 'en'];
const draf = { nomor: 'SKPI/FT/2025/0007', nama: 'Budi Santoso', nim: '2101010001' };

describe('a notification written when read', () => {
  it.each(LANGS)('each kind in %s, from its values', (lang) => {
    const N = sideIn(NOTIFIKASI_MSG, lang);
    const P = sideIn(PENGESAHAN_NOTIF_MSG, lang);
    const judul = { judul: 'Lomba Robot', judul_inggris: null };
    const cases: Array<[Pesan, { judul: string; isi: string }]> = [
      [
        { jenis: 'portofolio-diterima', nilai: judul },
        { judul: N.verifiedTitle, isi: N.verifiedBody('Lomba Robot') },
      ],
      [
        { jenis: 'portofolio-ditolak', nilai: judul },
        { judul: N.rejectedTitle, isi: N.rejectedBody('Lomba Robot') },
      ],
      [
        { jenis: 'portofolio-dihapus', nilai: judul },
        { judul: N.deletedTitle, isi: N.deletedBody('Lomba Robot') },
      ],
      [
        { jenis: 'pengesahan-menunggu', nilai: { ...draf, tahap: 'Dekan' } },
        { judul: P.menungguJudul, isi: P.menunggu(draf.nama, draf.nim, draf.nomor, 'Dekan') },
      ],
      [
        { jenis: 'pengesahan-dikembalikan', nilai: { ...draf, oleh: 'Dr. Sari', tahap: 'Kaprodi' } },
        { judul: P.dikembalikanJudul, isi: P.dikembalikan(draf.nama, draf.nim, draf.nomor, 'Dr. Sari', 'Kaprodi') },
      ],
      [
        { jenis: 'pengesahan-disetujui', nilai: { ...draf, oleh: 'Dr. Sari', tahap: 'Kaprodi' } },
        { judul: P.disetujuiJudul, isi: P.disetujui(draf.nama, draf.nim, draf.nomor, 'Dr. Sari', 'Kaprodi') },
      ],
      [
        { jenis: 'pengesahan-disahkan', nilai: { ...draf, oleh: 'Prof. Ani' } },
        { judul: P.disahkanJudul, isi: P.disahkan(draf.nama, draf.nim, draf.nomor, 'Prof. Ani') },
      ],
    ];
    for (const [pesan, want] of cases)
      expect({ jenis: pesan.jenis, ...inLanguage(lang, () => notifikasiTeks(pesan)) }).toEqual({ jenis: pesan.jenis, ...want });
  });

  it("a portfolio's English title in English, its Indonesian title in Indonesian and where no English one was given", () => {
    const pesan = { jenis: 'portofolio-diterima', nilai: { judul: 'Juara Debat', judul_inggris: 'Debate Champion' } } as const;
    expect(inLanguage('en', () => notifikasiTeks(pesan)).isi).toBe(sideIn(NOTIFIKASI_MSG, 'en').verifiedBody('Debate Champion'));
    expect(inLanguage('id', () => notifikasiTeks(pesan)).isi).toBe(sideIn(NOTIFIKASI_MSG, 'id').verifiedBody('Juara Debat'));
    for (const judul_inggris of [null, '', '   ']) {
      const plain = { jenis: 'portofolio-diterima', nilai: { judul: 'Juara Debat', judul_inggris } } as const;
      expect(inLanguage('en', () => notifikasiTeks(plain)).isi).toBe(sideIn(NOTIFIKASI_MSG, 'en').verifiedBody('Juara Debat'));
    }
  });

  it('one stored as text reads as stored, in either language', () => {
    const stored = { jenis: 'portofolio-ditolak', judul: 'Portofolio ditolak', isi: 'Portofolio "Lama" ditolak.' } as const;
    for (const lang of LANGS) expect(inLanguage(lang, () => notifikasiTeks(stored))).toEqual({ judul: stored.judul, isi: stored.isi });
  });
});

describe('a mail in the language its builder runs in', () => {
  it.each(LANGS)('the sign-in code in %s', (lang) => {
    const mail = inLanguage(lang, () => otpMail('a@uji.test', 'Ayu', '123456'));
    const M = sideIn(MAIL_MSG, lang);
    expect(mail.subject).toBe(M.otpSubject);
    expect(mail.text).toContain(M.greeting('Ayu'));
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it('the notification mail: every text in one language, the values as they are', () => {
    const update = {
      ...inLanguage('en', () => notifikasiTeks({ jenis: 'portofolio-ditolak', nilai: { judul: 'Lomba', judul_inggris: 'Contest' } })),
    };
    const mail = inLanguage('en', () =>
      portfolioUpdatesMail('a@uji.test', 'Ayu', [{ ...update, status_portofolio: 4, catatan: 'Buram.' }], 'https://x.test/user/portofolio'),
    );
    const N = sideIn(NOTIFIKASI_MSG, 'en');
    expect(mail.subject).toBe(N.mailSubjectOne(N.rejectedTitle));
    expect(mail.text).toContain(`- ${N.rejectedBody('Contest')}`);
    expect(mail.text).toContain(`${N.mailCatatan}: Buram.`);
    expect(mail.text).not.toContain(sideIn(NOTIFIKASI_MSG, 'id').mailStatus);
  });
});
