/** The verification screens' pure parts: the history line, the queue's labels (the dates: dates.test.ts). */
import { readableDateTime } from '@shared/domain/dates';
import { notifikasiUnread, pointsAgainstMax, prodiLabel, riwayatStep, rowActionLabel } from '@shared/messages';
import { riwayatText } from '@web/components/riwayat-list';
import { describe, expect, it } from 'vitest';

describe('texts of the verification screens', () => {
  it('writes one history step with who, role and when', () => {
    expect(riwayatStep('Ditolak', 'Budi', 'verifikator', '15 Mei 2024 10.04')).toBe('Ditolak oleh Budi (verifikator), 15 Mei 2024 10.04');
    const waktu = '2024-05-15T03:04:05.000Z';
    expect(riwayatText({ aksi: 'diajukan', status_portofolio: 1, nama: 'Ani', role: 'mahasiswa', waktu, catatan: null })).toBe(
      `Diajukan oleh Ani (mahasiswa), ${readableDateTime(waktu)}`,
    );
  });

  it('labels programs, row buttons, points and the bell', () => {
    expect(prodiLabel('Informatika', 'S1')).toBe('Informatika (S1)');
    expect(rowActionLabel('Periksa', 'Juara 2')).toBe('Periksa: Juara 2');
    expect(pointsAgainstMax(10, 15)).toBe('10 dari maksimal 15');
    expect(pointsAgainstMax(10, null)).toBe('10');
    expect(notifikasiUnread(0)).toBe('Notifikasi');
    expect(notifikasiUnread(3)).toBe('Notifikasi, 3 belum dibaca');
    expect(notifikasiUnread(120)).toBe('Notifikasi, 99+ belum dibaca');
  });
});
