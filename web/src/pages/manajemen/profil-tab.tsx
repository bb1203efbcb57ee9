/**
 * The Profil tab: the student's biodata, read-only, from `GET /api/profile/{nim}` (dates shown
 * DD-MM-YYYY; jenis_kelamin truthy is Perempuan), with what the list row says of their account and
 * progress.
 */
import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Spinner from '@cloudscape-design/components/spinner';
import { api } from '@shared/api';
import { readableDate } from '@shared/domain/dates';
import { prodiLabel, MAHASISWA_ADMIN_MSG as TEXT } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { SosmedLink } from '@web/components/profil/sosmed-link';
import type { MahasiswaRow } from './mahasiswa-data';

const orDash = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === '' ? TEXT.kosong : v);

export function ProfilTab({ row }: { row: MahasiswaRow }) {
  const profile = useApiQuery(api.mahasiswa.profilShow, { params: { nim: row.nim } });
  const negara = useApiQuery(api.lokasi.negara, {}, { staleTime: Number.POSITIVE_INFINITY });
  if (profile.isError) return <FailureAlert error={profile.error} />;
  const u = profile.data?.user;
  if (!u) return <Spinner size="big" />;
  const country = negara.data?.negara.find((n) => n.id_negara === u.kewarganegaraan)?.nama_negara;
  const lahir = [u.tempat_lahir, u.tanggal_lahir ? readableDate(u.tanggal_lahir) : null].filter((x) => x && x.trim() !== '').join(', ');
  return (
    <KeyValuePairs
      columns={3}
      items={[
        { label: TEXT.nama, value: u.nama },
        { label: TEXT.nim, value: u.nim },
        { label: TEXT.email, value: u.email },
        { label: TEXT.prodi, value: u.prodi ? prodiLabel(u.prodi.nama_prodi, u.prodi.jenjang) : TEXT.kosong },
        { label: TEXT.nik, value: orDash(u.nik) },
        { label: TEXT.jenisKelamin, value: u.jenis_kelamin === null ? TEXT.kosong : u.jenis_kelamin ? TEXT.perempuan : TEXT.lakiLaki },
        { label: TEXT.tempatTanggalLahir, value: orDash(lahir) },
        { label: TEXT.agama, value: orDash(u.agama) },
        { label: TEXT.kewarganegaraan, value: orDash(country) },
        { label: TEXT.alamat, value: orDash(u.alamat) },
        { label: TEXT.kodePos, value: orDash(u.kode_pos) },
        { label: TEXT.noHp, value: orDash(u.no_hp) },
        { label: TEXT.teleponAsal, value: orDash(u.no_telepon_asal) },
        { label: TEXT.tanggalMasuk, value: row.tanggal_masuk ? readableDate(row.tanggal_masuk) : TEXT.kosong },
        { label: TEXT.statusKemahasiswaan, value: row.is_graduated ? TEXT.alumni : TEXT.mahasiswa },
        ...(row.is_graduated ? [{ label: TEXT.tanggalLulus, value: row.tanggal_lulus ? readableDate(row.tanggal_lulus) : TEXT.kosong }] : []),
        { label: TEXT.skp, value: String(row.skp) },
        { label: TEXT.jumlahPortofolio, value: String(row.jumlah_portofolio) },
        { label: TEXT.statusAkun, value: row.is_active ? TEXT.aktif : TEXT.nonAktif },
        { label: TEXT.dataLengkap, value: u.is_data_complete ? TEXT.sudahAktivasi : TEXT.belumAktivasi },
        { label: TEXT.bio, value: <span className="mahasiswa-prewrap">{orDash(u.bio)}</span> },
        {
          label: TEXT.sosmed,
          value:
            u.sosmed.length === 0 ? (
              TEXT.kosong
            ) : (
              <Box>
                {u.sosmed.map((s) => (
                  <div key={`${s.jenis_sosmed}-${s.link_sosmed}`}>
                    {s.jenis_sosmed}: <SosmedLink sosmed={s} />
                  </div>
                ))}
              </Box>
            ),
        },
      ]}
    />
  );
}
