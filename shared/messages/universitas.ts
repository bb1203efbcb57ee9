/**
 * The faculty, university and study-program screens (docs/decisions/0023-master-data-write-rules.md):
 * /admin/manajemen-universitas and /admin/manajemen-prodi. The success texts and the fallbacks are the
 * fixed catalogue's (admin.ts); everything else here is ours, in Indonesian. Every text is defined
 * once in shared/messages/ (see index.ts).
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';
export const UNIVERSITAS_SCREEN_MSG = {
  // Routes (menu names)
  pageUniversitas: 'Manajemen Universitas',
  pageProdi: 'Manajemen Prodi',
  // Shared by the cards
  aktif: 'Aktif',
  nonAktif: 'Non-Aktif',
  status: 'Status',
  statusUnset: 'Pilih status Aktif atau Non-Aktif.',
  tambah: 'Tambah',
  ubah: 'Ubah',
  muatUlang: 'Muat ulang',
  notSet: '-',
  // Faculty card
  fakultasTitle: 'Manajemen Fakultas',
  fakultasDesc: 'Pilih fakultas untuk mengubah atau menghapusnya; kosongkan pilihan untuk menambah fakultas baru.',
  fakultasSelect: 'Fakultas',
  fakultasNew: '— Fakultas baru —',
  namaFakultas: 'Nama Fakultas',
  namaFakultasInggris: 'Nama Fakultas (Inggris)',
  namaDekan: 'Nama Dekan',
  nomorPegawaiDekan: 'NIP/NIDN Dekan',
  nomorPegawaiHint: '10 (NIDN), 16 (NUPTK) atau 18 (NIP) digit; spasi boleh.',
  dekanHint: 'Dekan menandatangani SKPI.',
  kodeFakultas: 'Kode Fakultas',
  kodeFakultasHint: 'Singkatan yang tercetak pada nomor SKPI, misalnya FT atau FMIPA; unik untuk setiap fakultas.',
  fakultasDelete: 'Hapus fakultas',
  fakultasAddTitle: 'Tambah Fakultas',
  fakultasAddBody: 'Tambahkan fakultas berikut?',
  fakultasUpdateTitle: 'Ubah Fakultas',
  fakultasUpdateBody: 'Simpan perubahan data fakultas berikut? Nama atau dekan yang dibiarkan kosong tidak berubah.',
  fakultasDeleteTitle: 'Hapus Fakultas',
  fakultasDeleteBody:
    'Hapus fakultas berikut? Pastikan tidak ada lagi mahasiswa di fakultas ini dan sudah ada keputusan universitas tentang penutupannya.',
  // University card
  // not the page's own title again
  universitasTitle: 'Data Universitas',
  universitasDesc: 'Data universitas yang dicetak pada setiap SKPI.',
  universitasEmpty: 'Isi data universitas di bawah ini lalu simpan.',
  namaUniversitas: 'Nama Universitas',
  namaUniversitasInggris: 'Nama Universitas (Inggris)',
  statusAkreditasi: 'Status Akreditasi',
  noSkAkreditasiUniversitas: 'Nomor SK Akreditasi',
  alamatUniversitas: 'Alamat',
  namaRektor: 'Nama Rektor',
  nomorPegawaiRektor: 'NIP/NIDN Rektor',
  noSkPendirian: 'Nomor SK Pendirian',
  tanggalSkPendirian: 'Tanggal SK Pendirian',
  universitasSaveTitle: 'Simpan Data Universitas',
  universitasSaveBody: 'Simpan perubahan data universitas? Data ini dicetak pada setiap SKPI.',
  groupIdentitasUniversitas: 'Identitas',
  groupAkreditasi: 'Akreditasi',
  groupPimpinan: 'Rektor dan pendirian',
  groupPenerbitan: 'Penerbitan SKPI',
  profilPublikBawaan: 'Profil mahasiswa baru',
  profilPublikBawaanToggle: 'Tampilkan profil mahasiswa baru kepada publik',
  profilPublikBawaanHint:
    'Pilihan awal untuk akun mahasiswa yang dibuat setelah ini; setiap mahasiswa dapat mengubahnya sendiri pada tab Akun profilnya (UU No. 27 Tahun 2022).',
  logoUniversitas: 'Logo Universitas',
  // a getter: a template of another module's constant would keep this whole object in every Lambda
  get logoHint() {
    return `png, jpg, atau jpeg; maksimal ${UPLOAD_LIMIT}. Dicetak di kepala SKPI.`;
  },
  logoAlt: 'Logo universitas',
  logoNone: 'Belum ada logo: SKPI mencetak lambang berisi inisial universitas.',
  logoHapus: 'Hapus logo',
  logoWillRemove: 'Logo akan dihapus saat disimpan.',
  logoUploading: 'Mengunggah logo...',
  logoUploaded: 'Logo diunggah; klik Simpan untuk menyimpannya.',
  kotaUniversitas: 'Kota Legalisasi',
  kotaUniversitasHint: 'Dicetak sebagai tempat pengesahan SKPI, misalnya Medan.',
  formatNomorSkpi: 'Format Nomor SKPI',
  formatNomorSkpiHint:
    'Penanda: {urut} nomor urut 4 digit (dimulai kembali setiap fakultas setiap tahun), {kode_fakultas}, {bulan_romawi}, {bulan}, {tahun}. Kosongkan untuk memakai format baku.',
  // Study-program card
  prodiTitle: 'Manajemen Program Studi',
  prodiDesc: 'Pilih fakultas, lalu program studi untuk mengubah atau menghapusnya; kosongkan pilihan program untuk menambah program baru.',
  prodiOwnDesc: 'Data program studi Anda yang dicetak pada SKPI.',
  pickFakultas: 'Pilih Fakultas',
  pickProdi: 'Pilih Program Studi',
  prodiNew: '— Program studi baru —',
  pickFakultasFirst: 'Pilih fakultas terlebih dahulu.',
  groupIdentitas: 'Identitas',
  groupAkreditasiProdi: 'Akreditasi',
  groupSkpi: 'Informasi SKPI',
  groupSkpiDesc: 'Bagian 2 SKPI: setiap informasi dalam Bahasa Indonesia dan Bahasa Inggris.',
  fakultasOfProdi: 'Fakultas',
  fakultasMoveHint: 'Mengganti fakultas memindahkan program studi ini.',
  namaProdi: 'Nama Program Studi',
  namaProdiInggris: 'Nama Program Studi (Inggris)',
  namaKaprodi: 'Nama Ketua Program Studi',
  jenjang: 'Jenjang',
  jenjangKkni: 'Jenjang KKNI',
  jenjangKkniHint: 'Ditentukan dari jenjang.',
  jenisPendidikan: 'Jenis Pendidikan',
  jenisPendidikanHint: 'Bawaan mengikuti jenjang: D3/D4 vokasi, Profesi profesi, lainnya akademik.',
  gelar: 'Gelar',
  gelarInggris: 'Gelar (Inggris)',
  noSkAkreditasiProdi: 'Nomor SK Akreditasi',
  persyaratanPenerimaan: 'Persyaratan Penerimaan',
  bahasaPengantar: 'Bahasa Pengantar Kuliah',
  sistemPenilaian: 'Sistem Penilaian',
  lamaStudi: 'Lama Studi Reguler',
  jenjangLanjutan: 'Jenis dan Jenjang Pendidikan Lanjutan',
  statusProfesi: 'Status Profesi',
  prodiDelete: 'Hapus program studi',
  prodiAddTitle: 'Tambah Program Studi',
  prodiAddBody: 'Tambahkan program studi berikut?',
  prodiUpdateTitle: 'Ubah Program Studi',
  prodiUpdateBody:
    'Simpan perubahan data program studi berikut? Nama, kaprodi, gelar dan akreditasi yang dibiarkan kosong tidak berubah; informasi SKPI yang dikosongkan dihapus.',
  prodiDeleteTitle: 'Hapus Program Studi',
  prodiDeleteBody:
    'Hapus program studi berikut? Pastikan tidak ada lagi mahasiswa di program studi ini dan sudah ada keputusan universitas tentang penutupannya.',
} as const;

/** The KKNI level as shown: 'Level 6', or '-' for a level outside the list. */
export const kkniLabel = (level: number | null) => (level === null ? UNIVERSITAS_SCREEN_MSG.notSet : `Level ${level}`);

/** Under the SKPI number format: what the next number would look like. */
export const nomorSkpiExample = (nomor: string) => `Contoh nomor: ${nomor}`;

/** The English twin of an SKPI fact's label: 'Lama Studi Reguler (Inggris)'. */
export const inEnglish = (label: string) => `${label} (Inggris)`;
