import { type Bahasa, bilingual, sideIn, twin } from './language';

/**
 * The web shell (layouts, navigation, notifications, pager and tables), the landing page, the sign-in popover and the public information pages.
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
/** Shell, landing, sign-in popover and information pages. */
export const SHELL_MSG = /* @__PURE__ */ bilingual(
  {
    // Web shell (layouts, navigation, notifications)
    appName: 'SKPI',
    appFullName: 'Sistem Portofolio SKPI',
    metaDescription: 'Sistem Portofolio SKPI: catat prestasi, kumpulkan poin SKP, dan cetak Surat Keterangan Pendamping Ijazah.',
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
  } as const,
  {
    appName: 'SKPI',
    appFullName: 'SKPI Portfolio System',
    metaDescription: 'SKPI Portfolio System: record achievements, collect SKP points and print the Diploma Supplement (SKPI).',
    logoAlt: 'SKPI logo',
    navRegister: 'Register',
    navSignIn: 'Sign In',
    navDashboard: 'Dashboard',
    navSignOut: 'Sign Out',
    menuProfile: 'Profile',
    menuLogout: 'Logout',
    menuAccount: 'Account',
    areaUser: 'Student',
    areaVerifikator: 'Verifier',
    areaAdmin: 'Admin',
    areaEmpty: 'No pages are available for your role yet.',
    breadcrumbs: 'Breadcrumbs',
    mainNavigation: 'Main navigation',
    footerNavigation: 'Links',
    footerCopyright: 'SKPI Portfolio System. Diploma Supplement (Surat Keterangan Pendamping Ijazah).',
    dismiss: 'Close',
    loadingPage: 'Loading the page...',
    pageErrorTitle: 'This page cannot be shown',
    pageErrorBody: 'Something went wrong while showing this page. Reload the page or go back to the home page.',
    reloadPage: 'Reload',
    backHome: 'Back to the home page',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The address you opened does not exist or has been moved. Check the address, or use the links below.',
    landingTitle: 'Achievement Portfolio and SKPI',
    landingTagline: 'Record your achievements, collect SKP points and print your Diploma Supplement (SKPI).',
    searchLabel: 'Search for students or portfolios',
    searchPlaceholder: 'Search by name, NIM or portfolio title',
    searchButton: 'Search',
    getStarted: 'Get Started',
    guideButton: 'Guide',
    stepsTitle: 'Three steps to your SKPI',
    carouselPrevious: 'Previous step',
    carouselNext: 'Next step',
    carouselPause: 'Pause autoplay',
    carouselPlay: 'Start autoplay',
    signInHeader: 'Sign in to your account',
    nimOrEmail: 'NIM or e-mail',
    password: 'Password',
    showPassword: 'Show password',
    forgotPasswordLink: 'Forgot your password?',
    signUpButton: 'Register',
    loginButton: 'Login',
    guideTitle: 'Guide',
    faqTitle: 'Frequently Asked Questions',
    aboutTitle: 'About Us',
    termsTitle: 'Terms and Conditions',
    footerRegister: 'Register',
    footerTerms: 'Terms and Conditions',
    footerGuide: 'Guide',
    footerFaq: 'FAQ',
    footerAbout: 'About us',
    pagerLabel: 'Table pages',
    pagerNext: 'Next page',
    pagerPrevious: 'Previous page',
    pagerGap: '...',
    tableEmpty: 'No data yet.',
    tableNoMatch: 'No data matches the search.',
    tableClearFilter: 'Clear filter',
    datePlaceholder: 'DD/MM/YYYY',
    dateHint: 'Format DD/MM/YYYY, e.g. 17/08/2003',
    dateCalendar: 'Choose a date on the calendar',
  },
);

/** The public header's and footer's words: a public page read in another language reads them in it too (`sideIn(PUBLIC_SHELL_MSG, lang)`). */
const PUBLIC_KEYS = [
  'appFullName',
  'mainNavigation',
  'footerNavigation',
  'footerRegister',
  'footerTerms',
  'footerGuide',
  'footerFaq',
  'footerAbout',
  'footerCopyright',
] as const;
type PublicShellTexts = Pick<typeof SHELL_MSG, (typeof PUBLIC_KEYS)[number]>;
const publicPart = (side: typeof SHELL_MSG) => Object.fromEntries(PUBLIC_KEYS.map((key) => [key, side[key]])) as PublicShellTexts;
// pure: a Lambda that never shows the public layout drops it
export const PUBLIC_SHELL_MSG = /* @__PURE__ */ bilingual(
  /* @__PURE__ */ publicPart(/* @__PURE__ */ sideIn(SHELL_MSG, 'id')),
  /* @__PURE__ */ publicPart(/* @__PURE__ */ sideIn(SHELL_MSG, 'en')),
);

/** A page button of the pager: 'Halaman 3'. */
export const pagerPageLabel = /* @__PURE__ */ twin(
  (n: number) => `Halaman ${n}`,
  (n) => `Page ${n}`,
);
/** The accessible name of a row's or a card's menu of actions: 'Opsi Budi Santoso (2201001)'. */
export const optionsLabel = /* @__PURE__ */ twin(
  (name: string) => `Opsi ${name}`,
  (name) => `Options for ${name}`,
);
/** The counter beside a table's title: '(12)', or '(10+)' when more may follow. */
export const tableCounter = (total: number, more = false) => (more ? `(${total}+)` : `(${total})`);

/** Carousel texts: 'Langkah 2 dari 3' (slide label) and 'Tampilkan langkah 2' (dot). */
export const carouselSlideLabel = /* @__PURE__ */ twin(
  (n: number, total: number) => `Langkah ${n} dari ${total}`,
  (n, total) => `Step ${n} of ${total}`,
);
export const carouselShowSlide = /* @__PURE__ */ twin(
  (n: number) => `Tampilkan langkah ${n}`,
  (n) => `Show step ${n}`,
);

/** The fixed English words users know, the product's name, its acronyms and the date pattern. */
/** The language switch: each language named in itself (the same in both), and the switch's name in both. */
export const BAHASA_MSG = bilingual<Record<Bahasa, string>>({ id: 'Bahasa Indonesia', en: 'English' }, { id: 'Bahasa Indonesia', en: 'English' });
export const BAHASA_SWITCH_MSG = 'Bahasa / Language';

/**
 * A role as the screens name it (the account menu, the audit log's actor): in Indonesian the role's
 * own value, in English its English name; a role not listed shows as it is.
 */
export const ROLE_NAME_MSG = bilingual<Record<string, string>>(
  {
    mahasiswa: 'mahasiswa',
    verifikator: 'verifikator',
    ppk: 'ppk',
    'admin jurusan': 'admin jurusan',
    'super admin': 'super admin',
    pimpinan: 'pimpinan',
  },
  {
    mahasiswa: 'student',
    verifikator: 'verifier',
    ppk: 'PPK',
    'admin jurusan': 'program admin',
    'super admin': 'super admin',
    pimpinan: 'official',
  },
);

/** A role's name on a screen (its value when the catalogue has none). */
export const roleName = (role: string): string => ROLE_NAME_MSG[role] ?? role;

export const SAME_IN_BOTH = [
  'ROLE_NAME_MSG.super admin',
  'BAHASA_MSG.id',
  'BAHASA_MSG.en',
  'SHELL_MSG.appName',
  'SHELL_MSG.navRegister',
  'SHELL_MSG.navSignIn',
  'SHELL_MSG.navDashboard',
  'SHELL_MSG.navSignOut',
  'SHELL_MSG.menuProfile',
  'SHELL_MSG.menuLogout',
  'SHELL_MSG.areaAdmin',
  'SHELL_MSG.getStarted',
  'SHELL_MSG.guideButton',
  'SHELL_MSG.password',
  'SHELL_MSG.loginButton',
  'SHELL_MSG.footerFaq',
  'SHELL_MSG.pagerGap',
  'SHELL_MSG.datePlaceholder',
  'PUBLIC_SHELL_MSG.footerFaq',
];
