/**
 * Cloudscape's global styles carry the Open Sans faces inline, as base64 woff2 data (some 140 KB
 * that compress no further), so every page waited for all eight faces inside its first stylesheet.
 * This build plugin moves each face into a font file of its own (hashed, cached for a year like
 * every asset): the stylesheet shrinks to its rules, a page downloads only the faces it renders,
 * and the shell preloads the two that every page's text uses. The faces and rules are unchanged.
 */
import type { Plugin } from 'vite';

/** The stylesheet whose faces are moved out. */
const GLOBAL_STYLES = /[\\/]@cloudscape-design[\\/]global-styles[\\/]index\.css$/;

const FACE = /@font-face\s*{([^}]*)}/g;
const DATA_URL = /url\(\s*(['"]?)data:font\/woff2;base64,([A-Za-z0-9+/=]+)\1\s*\)/;

/** The faces of every page's text (body and bold), fetched with the first stylesheet. */
const PRELOADED = new Set(['open-sans-400-normal.woff2', 'open-sans-700-normal.woff2']);

function faceName(rules: string): string {
  const weight = /font-weight:\s*(\d+)/.exec(rules)?.[1] ?? 'normal';
  const style = /font-style:\s*(\w+)/.exec(rules)?.[1] ?? 'normal';
  const family = (/font-family:\s*['"]?([^'";]+)/.exec(rules)?.[1] ?? 'font').trim().toLowerCase().replace(/\s+/g, '-');
  return `${family}-${weight}-${style}.woff2`;
}

export function fontFiles(): Plugin {
  return {
    name: 'skpi-font-files',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!GLOBAL_STYLES.test(id)) return null;
      let faces = 0;
      const css = code.replace(FACE, (face: string, rules: string) => {
        const data = DATA_URL.exec(rules);
        if (!data?.[2]) return face;
        const name = faceName(rules);
        const ref = this.emitFile({ type: 'asset', name, source: Buffer.from(data[2], 'base64') });
        faces++;
        return face.replace(DATA_URL, `url(__VITE_ASSET__${ref}__)`);
      });
      if (faces === 0) this.error(`${id} has no inline woff2 face left: the font plugin (web/build/font-files.ts) is out of date`);
      return { code: css, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const assets = Object.values(ctx.bundle ?? {}).filter((file) => file.type === 'asset');
        return [...PRELOADED].flatMap((name) => {
          const file = assets.find((asset) => asset.names.includes(name));
          if (!file) return [];
          const attrs = { rel: 'preload', href: `/${file.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' };
          return [{ tag: 'link', attrs, injectTo: 'head' as const }];
        });
      },
    },
  };
}
