import { bilingual } from './language';

/**
 * Public search and student profiles.
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
/** The search's fixed catalogue message. */
export const SEARCH_SPEC_MSG = /* @__PURE__ */ bilingual(
  {
    // Search
    searchEmpty: 'Kata kunci yang anda cari tidak ditemukan.',
  } as const,
  {
    searchEmpty: 'The keyword you searched for was not found.',
  },
);

/** Public search and student profiles: server answers and texts of the search and profile pages. */
export const SEARCH_MSG = /* @__PURE__ */ bilingual(
  {
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
    indonesianTitleLabel: 'Judul (Indonesia)',
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
  } as const,
  {
    studentNotFound: 'Student not found.',
    searchTitle: 'Search Results',
    searchKeyword: (text) => `Keyword: “${text}”`,
    searchNoKeyword: 'Type a name, NIM or portfolio title to search for.',
    categoryLabel: 'Search category',
    categoryProfile: 'Profile',
    categoryPortfolio: 'Portfolio',
    searchTooShort: 'Use a keyword of at least 2 letters or digits; for portfolios, include one word of the title.',
    resultsHeader: 'Results',
    resultsCount: (total, more) => (more ? `More than ${total} results` : `${total} ${total === 1 ? 'result' : 'results'}`),
    loadingResults: 'Loading search results...',
    nimLabel: 'NIM',
    namaLabel: 'Name',
    portfolioLabel: 'Portfolio',
    englishTitleLabel: 'Title (English)',
    indonesianTitleLabel: 'Title (Indonesian)',
    studentLabel: 'Student',
    noPublicPortfolio: 'No portfolios are shown yet.',
    morePortfolios: (n) => `and ${n} more ${n === 1 ? 'portfolio' : 'portfolios'}`,
    viewProfile: 'View profile',
    resultsLabel: 'Search results',
    paginationLabel: 'Search result pages',
    nextPage: 'Next page',
    previousPage: 'Previous page',
    pageNumber: (n) => `Page ${n}`,
    profileTitle: 'Student Profile',
    loadingProfile: 'Loading the profile...',
    profileNotFoundTitle: 'Profile not found',
    profileNotFoundBody: (nim) => `No active student has the NIM ${nim}. Check the NIM, or search for the student by name.`,
    searchStudents: 'Search for students',
    photoAlt: (nama) => `Profile photo of ${nama}`,
    aboutMe: 'About Me',
    noBio: 'No bio yet.',
    socialMedia: 'Social Media',
    noSocialMedia: 'No social media yet.',
    timelineTitle: 'Portfolio Timeline',
    timelineCount: (n) => `${n} ${n === 1 ? 'portfolio' : 'portfolios'}`,
    yearFilter: 'Filter by year',
    allYears: 'All',
    timelineLabel: 'Portfolio list',
    timelineEmpty: 'No portfolios are shown yet.',
  },
);

/** The acronym NIM reads the same in English. */
export const SAME_IN_BOTH = ['SEARCH_MSG.nimLabel'];
