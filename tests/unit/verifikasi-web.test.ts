/** The verification screens' pure parts: local date-times, the history line, the queue's labels. */
import { displayDateTime, displayLocalDate } from '@shared/domain/dates';
import { notifikasiUnread, pointsAgainstMax, prodiLabel, riwayatStep, rowActionLabel } from '@shared/messages';
import { riwayatText } from '@web/components/riwayat-list';
import { describe, expect, it } from 'vitest';

const local = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('dates of the verification screens', () => {
  it('shows an ISO instant as the local DD-MM-YYYY HH:mm', () => {
    const iso = '2024-05-15T03:04:05.000Z';
    expect(displayDateTime(iso)).toBe(local(new Date(iso)));
    expect(displayLocalDate(iso)).toBe(local(new Date(iso)).slice(0, 10));
  });

  it('returns what is not a date as it is', () => {
    expect(displayDateTime('kemarin')).toBe('kemarin');
    expect(displayLocalDate('2024-05-15')).toMatch(/^\d{2}-05-2024$/);
  });
});

describe('texts of the verification screens', () => {
  it('writes one history step with who, role and when', () => {
    expect(riwayatStep('Ditolak', 'Budi', 'verifikator', '15-05-2024 10:04')).toBe('Ditolak oleh Budi (verifikator), 15-05-2024 10:04');
    const waktu = '2024-05-15T03:04:05.000Z';
    expect(riwayatText({ aksi: 'diajukan', status_portofolio: 1, nama: 'Ani', role: 'mahasiswa', waktu, catatan: null })).toBe(
      `Diajukan oleh Ani (mahasiswa), ${displayDateTime(waktu)}`,
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
