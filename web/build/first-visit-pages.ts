/**
 * The pages a visitor opens first, often on a phone over a slow network (the landing page, the
 * public profile of a student, the search, the verification page a printed SKPI's QR code opens), in
 * order of precedence: each is one chunk holding the page and what it needs beyond the shell, so a
 * first visit asks for a handful of files instead of fifty small shared ones (each a round trip on
 * a slow network). A module two of them need goes to the first of the list. Signed-in pages keep
 * the automatic splitting: their users have the shell and these chunks cached.
 */
export const FIRST_VISIT_PAGES = ['public/landing-page', 'search/profil-page', 'search/search-page', 'keaslian/keaslian-page'];
