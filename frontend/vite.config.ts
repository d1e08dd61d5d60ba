import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { bundleReport } from './build-tools/bundle-report';
import { firstLoadModules } from './build-tools/first-load-modules';
import { mantineThemeCss } from './build-tools/mantine-theme-css';
import { CLIENT_RENDERED_PATHS, publicPaths } from './src/app/page-routes';
import { newsArticles } from './src/content/news';

/**
 * Writes build-info.json next to the app: the API address this build calls, so the web
 * server's Content-Security-Policy allows exactly that origin and no other, the public
 * routes (from the app's route table) its sitemap lists and it has prerendered pages for, and
 * the paths it answers with the client-rendered shell.
 */
function buildInfo(apiBaseUrl: string): Plugin {
  return {
    name: 'cipta-build-info',
    apply: 'build',
    generateBundle() {
      const routes = publicPaths(newsArticles.map((article) => article.slug));
      this.emitFile({
        type: 'asset',
        fileName: 'build-info.json',
        source: `${JSON.stringify({ apiBaseUrl, routes, clientRoutes: CLIENT_RENDERED_PATHS }, null, 2)}\n`,
      });
    },
  };
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next)[\\/]/;
const TRANS = /react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js$/;

/**
 * React Router's package exports name only its development build (remix-run/react-router#12532,
 * #14102, still open in 7.18): bundled as is, a production build shipped its warnings and their
 * checks (ENABLE_DEV_WARNINGS stays true). Its own production build sits beside it, unexported;
 * `vite build` (every mode: production, localhost) takes that one (decision 204).
 */
function productionBuildsOf(command: 'build' | 'serve') {
  if (command !== 'build') return [];
  const production = (file: string) =>
    fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: production('index.mjs') },
    { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
  ];
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // `vite build --ssr src/entry-server.tsx`: the renderer build-tools/prerender.ts runs at build
  // time to write each route's HTML (docs/architecture.md "Prerendered pages"). Node loads it
  // from dist-ssr/; it ships to no browser, so none of the chunking and reports below apply.
  if (isSsrBuild) {
    return {
      plugins: [react(), mantineThemeCss()],
      build: {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        target: 'node20',
        // As in the browser's build: every image a file. Vite's default inlined those under
        // 4 kB as data: URLs here only, so the prerendered page carried base64 copies of the
        // client logos and the hero's AVIF poster (bytes the HTML's first round trip could not
        // hold, decision 189) and named other addresses than the app it hydrates into.
        assetsInlineLimit: 0,
      },
      // Bundled rather than imported from node_modules at render time: Mantine's and our CSS
      // modules must resolve to the same class names as in the browser build.
      ssr: { noExternal: true },
    };
  }
  const firstLoad = firstLoadModules();
  return {
    resolve: { alias: productionBuildsOf(command) },
    plugins: [
      react(),
      mantineThemeCss(),
      buildInfo(env.VITE_API_BASE_URL || 'https://api.example.com'),
      bundleReport('src/features/home/home-page.tsx', { shellParts: ['src/app/layout/footer/footer.tsx'] }),
      firstLoad.plugin,
    ],
    server: { host: '127.0.0.1', port: 8080, strictPort: true },
    build: {
      // Hashed file names under /assets/ are what the web server caches immutably.
      assetsDir: 'assets',
      // Images stay files (cached on their own), never inlined into the JavaScript.
      assetsInlineLimit: 0,
      // No <link rel="modulepreload"> per dependency of a lazy chunk: Chromium spends about a
      // millisecond of main thread on each (four on a slow phone), and the home page's screen
      // and sections have sixty, run as one long task while the page hydrates (TBT, decision
      // 100). The browser's module loader fetches a chunk's imports itself, off the main thread,
      // one level of imports later; the stylesheets a chunk needs still load with it. The
      // entry's own preloads stay in index.html, where the boot (build-tools/paint-first.ts)
      // takes them from. (Every browser the es2022 target reaches but Safari 16 knows
      // modulepreload; there the chunks still load, one after another.)
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
      },
      sourcemap: false,
      rollupOptions: {
        preserveEntrySignatures: false,
        output: {
          // What every page's first paint needs travels in two chunks: the libraries (they
          // change less often than our code, so they stay cached longer) and the shell. One
          // gzip stream compresses better than a dozen small shared chunks, and each request
          // costs its headers. XState is not among them: the shell's machines start right
          // after the first paint (app/layout/shell-actors.tsx), and the screens' machines
          // load with the screens.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                // Not react-i18next's <Trans> (and the HTML parser it brings): only a lazy part
                // uses it, and in this group it travelled with every first load (decision 190).
                test: (id: string) => FRAMEWORK.test(id) && !TRANS.test(id),
                priority: 2,
              },
              { name: 'shell', test: firstLoad.test, priority: 1 },
              { name: 'mantine-core', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/, priority: 1 },
            ],
          },
        },
      },
      target: 'es2022',
    },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build-tools/**/*.test.ts'],
      setupFiles: ['src/testing/setup.ts'],
      testTimeout: 30_000,
    },
  };
});
