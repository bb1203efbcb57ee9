import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_VISIT_PAGES } from './build/first-visit-pages';
import { firstVisitPreload } from './build/first-visit-preload';
import { fontFiles } from './build/font-files';

const root = fileURLToPath(new URL('.', import.meta.url));

/** React and the router are on every page: one long-cached chunk, apart from the app code. */
const REACT_CORE = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

/** Cloudscape's own strings in either language: the shell awaits one of them before its first render. */
const CLOUDSCAPE_MESSAGES = /\/@cloudscape-design\/components\/i18n\/messages\/all\.(en-GB|id)\.js$/;
const pageGroup = (page: string, i: number) => ({
  name: `first-visit-${page.split('/')[1]}`,
  test: new RegExp(`[\\\\/]web[\\\\/]src[\\\\/]pages[\\\\/]${page.replace('/', '[\\\\/]')}\\.tsx$`),
  priority: 4 - i,
});

/**
 * The web app: root web/, output web/dist. It imports shared/ (route contract, messages,
 * domain rules) through the `@shared/*` alias of the root tsconfig.json. Pages are lazy-loaded per route (see src/app/route-list.ts);
 * only the shell (layouts, guards, session, notifications) is in the first load.
 */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), fontFiles(), firstVisitPreload(`${root}src/pages`, `${root}src/first-visit.ts`, FIRST_VISIT_PAGES, [CLOUDSCAPE_MESSAGES])],
  // @shared/* and the other aliases of the root tsconfig.json (one declaration for tsc, tsx, esbuild and Vite)
  resolve: { tsconfigPaths: true },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: false,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    host: '127.0.0.1',
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Cloudscape's shell alone is larger than Vite's default warning limit; the budget that
    // matters (initial JS under 350 KB gzip) is measured on index.html's scripts.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_CORE, priority: 10 },
            // every module of the first load (the shell: layouts, session, notices, the catalogues) in one chunk
            { name: 'shell', tags: ['$initial'], priority: 5 },
            ...FIRST_VISIT_PAGES.map(pageGroup),
          ],
        },
      },
    },
  },
});
