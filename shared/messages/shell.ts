/**
 * The web shell (layouts, navigation, notifications, pager and tables), the landing page, the sign-in popover and the public information pages.
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
/** Shell, landing, sign-in popover and information pages. */
export const SHELL_MSG = {
  // Web shell (layouts, navigation, notifications)
  appName: 'SKPI',
  appFullName: 'Sistem Portofolio SKPI',
  logoAlt: 'Logo SKPI',
  navRegister: 'Register',
  navSignIn: 'Sign In',
  navDashboard: 'Dashboard',
  navSignOut: 'Sign Out',
  menuProfile: 'Profile',
  menuLogout: 'Logout',
  menuAccount: 'Akun',
  areaUser: 'Mahasiswa',
  areaVerifikator: 'Verifikator',
  areaAdmin: 'Admin',
  areaEmpty: 'Belum ada halaman yang tersedia untuk peran Anda.',
  breadcrumbs: 'Navigasi lokasi',
  mainNavigation: 'Navigasi utama',
  footerNavigation: 'Tautan',
  footerCopyright: 'Sistem Portofolio SKPI. Surat Keterangan Pendamping Ijazah.',
  dismiss: 'Tutup',
  loadingPage: 'Memuat halaman...',
  pageErrorTitle: 'Halaman tidak dapat ditampilkan',
  pageErrorBody: 'Terjadi kesalahan saat menampilkan halaman ini. Muat ulang halaman atau kembali ke beranda.',
  reloadPage: 'Muat ulang',
  backHome: 'Kembali ke beranda',
  notFoundTitle: 'Halaman tidak ditemukan',
  notFoundBody: 'Alamat yang Anda buka tidak ada atau telah dipindahkan. Periksa kembali alamatnya, atau gunakan tautan di bawah ini.',
  // Landing page
  landingTitle: 'Portofolio Prestasi dan SKPI',
  landingTagline: 'Catat prestasimu, kumpulkan poin SKP, dan cetak Surat Keterangan Pendamping Ijazah.',
  searchLabel: 'Cari mahasiswa atau portofolio',
  searchPlaceholder: 'Cari nama, NIM, atau judul portofolio',
  searchButton: 'Cari',
  getStarted: 'Get Started',
  guideButton: 'Guide',
  stepsTitle: 'Tiga langkah menuju SKPI',
  carouselPrevious: 'Langkah sebelumnya',
  carouselNext: 'Langkah berikutnya',
  carouselPause: 'Jeda putar otomatis',
  carouselPlay: 'Putar otomatis',
  // Sign-in popover
  signInHeader: 'Masuk ke akun Anda',
  nimOrEmail: 'NIM atau email',
  password: 'Password',
  showPassword: 'Tampilkan password',
  forgotPasswordLink: 'Lupa password?',
  signUpButton: 'Daftar',
  loginButton: 'Login',
  // Public information pages
  guideTitle: 'Panduan',
  faqTitle: 'Pertanyaan yang Sering Diajukan',
  aboutTitle: 'Tentang Kami',
  termsTitle: 'Syarat dan Ketentuan',
  footerRegister: 'Daftar',
  footerTerms: 'Syarat dan Ketentuan',
  footerGuide: 'Panduan',
  footerFaq: 'FAQ',
  footerAbout: 'Tentang Kami',
  // Pager and server-paged tables (generic; a screen may give its own)
  pagerLabel: 'Halaman tabel',
  pagerNext: 'Halaman berikutnya',
  pagerPrevious: 'Halaman sebelumnya',
  pagerGap: '...',
  tableEmpty: 'Belum ada data.',
  tableNoMatch: 'Tidak ada data yang cocok dengan pencarian.',
  tableClearFilter: 'Hapus filter',
  // Form fields: every date is typed DD/MM/YYYY (shared/domain/dates.ts)
  datePlaceholder: 'DD/MM/YYYY',
  dateHint: 'Format DD/MM/YYYY, contoh 17/08/2003',
  dateCalendar: 'Pilih tanggal pada kalender',
} as const;

/**
 * The public header's and footer's words in each language a public page may be read in (the
 * verification page's English side reads its surroundings in English too).
 */
export const PUBLIC_SHELL_MSG = {
  id: {
    appFullName: SHELL_MSG.appFullName,
    mainNavigation: SHELL_MSG.mainNavigation,
    footerNavigation: SHELL_MSG.footerNavigation,
    footerRegister: SHELL_MSG.footerRegister,
    footerTerms: SHELL_MSG.footerTerms,
    footerGuide: SHELL_MSG.footerGuide,
    footerFaq: SHELL_MSG.footerFaq,
    footerAbout: SHELL_MSG.footerAbout,
    footerCopyright: SHELL_MSG.footerCopyright,
  },
  en: {
    appFullName: 'SKPI Portfolio System',
    mainNavigation: 'Main navigation',
    footerNavigation: 'Links',
    footerRegister: 'Register',
    footerTerms: 'Terms and Conditions',
    footerGuide: 'Guide',
    footerFaq: 'FAQ',
    footerAbout: 'About us',
    footerCopyright: 'SKPI Portfolio System. Diploma Supplement (Surat Keterangan Pendamping Ijazah).',
  },
} as const satisfies Record<'id' | 'en', Record<string, string>>;

/** A page button of the pager: 'Halaman 3'. */
export const pagerPageLabel = (n: number) => `Halaman ${n}`;
/** The counter beside a table's title: '(12)', or '(10+)' when more may follow. */
export const tableCounter = (total: number, more = false) => (more ? `(${total}+)` : `(${total})`);

/** Carousel texts: 'Langkah 2 dari 3' (slide label) and 'Tampilkan langkah 2' (dot). */
export const carouselSlideLabel = (n: number, total: number) => `Langkah ${n} dari ${total}`;
export const carouselShowSlide = (n: number) => `Tampilkan langkah ${n}`;
