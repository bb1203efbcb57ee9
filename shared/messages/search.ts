/**
 * Public search and student profiles.
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
/** The search's fixed catalogue message. */
export const SEARCH_SPEC_MSG = {
  // Search
  searchEmpty: 'Kata kunci yang anda cari tidak ditemukan.',
} as const;

/** Public search and student profiles: server answers and texts of the search and profile pages. */
export const SEARCH_MSG = {
  studentNotFound: 'Mahasiswa tidak ditemukan.',

  // search page /search/{query}
  searchTitle: 'Hasil Pencarian',
  searchKeyword: (text: string) => `Kata kunci: “${text}”`,
  searchNoKeyword: 'Ketik nama, NIM, atau judul portofolio yang ingin dicari.',
  categoryLabel: 'Kategori pencarian',
  categoryProfile: 'Profil',
  categoryPortfolio: 'Portofolio',
  searchTooShort: 'Gunakan kata kunci minimal 2 huruf atau angka; untuk portofolio, sertakan satu kata dari judulnya.',
  resultsHeader: 'Hasil',
  resultsCount: (total: number, more: boolean) => (more ? `Lebih dari ${total} hasil` : `${total} hasil`),
  loadingResults: 'Memuat hasil pencarian...',
  nimLabel: 'NIM',
  namaLabel: 'Nama',
  portfolioLabel: 'Portofolio',
  englishTitleLabel: 'Judul (Inggris)',
  studentLabel: 'Mahasiswa',
  noPublicPortfolio: 'Belum ada portofolio yang ditampilkan.',
  morePortfolios: (n: number) => `dan ${n} portofolio lainnya`,
  viewProfile: 'Lihat profil',
  resultsLabel: 'Hasil pencarian',
  paginationLabel: 'Halaman hasil pencarian',
  nextPage: 'Halaman berikutnya',
  previousPage: 'Halaman sebelumnya',
  pageNumber: (n: number) => `Halaman ${n}`,

  // public profile /profile/{nim}
  profileTitle: 'Profil Mahasiswa',
  loadingProfile: 'Memuat profil...',
  profileNotFoundTitle: 'Profil tidak ditemukan',
  profileNotFoundBody: (nim: string) => `Tidak ada mahasiswa aktif dengan NIM ${nim}. Periksa kembali NIM-nya, atau cari mahasiswa dengan namanya.`,
  searchStudents: 'Cari mahasiswa',
  photoAlt: (nama: string) => `Foto profil ${nama}`,
  aboutMe: 'Tentang Saya',
  noBio: 'Belum ada bio.',
  socialMedia: 'Media Sosial',
  noSocialMedia: 'Belum ada media sosial.',
  timelineTitle: 'Timeline Portofolio',
  timelineCount: (n: number) => `${n} portofolio`,
  yearFilter: 'Filter tahun',
  allYears: 'Semua',
  timelineLabel: 'Daftar portofolio',
  timelineEmpty: 'Belum ada portofolio yang ditampilkan.',
} as const;
