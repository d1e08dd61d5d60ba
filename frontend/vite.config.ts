import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { bundleReport } from './build-tools/bundle-report';

/**
 * Writes build-info.json next to the app: the API address this build calls, so the web
 * server's Content-Security-Policy allows exactly that origin and no other.
 */
function buildInfo(apiBaseUrl: string): Plugin {
  return {
    name: 'cipta-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify({ apiBaseUrl }, null, 2)}\n` });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  return {
    plugins: [
      react(),
      buildInfo(env.VITE_API_BASE_URL || 'https://api.example.com'),
      bundleReport('src/features/home/home-page.tsx'),
    ],
    server: { host: '127.0.0.1', port: 8080, strictPort: true },
    build: {
      // Hashed file names under /assets/ are what the web server caches immutably.
      assetsDir: 'assets',
      // Images stay files (cached on their own), never inlined into the JavaScript.
      assetsInlineLimit: 0,
      sourcemap: false,
      rollupOptions: {
        output: {
          // The libraries every page needs travel together: one request, and one gzip
          // stream compresses them better than a dozen small shared chunks.
          manualChunks(id: string) {
            if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|i18next-browser-languagedetector|xstate|@xstate\/react|use-sync-external-store)\//.test(id)) {
              return 'framework';
            }
            return undefined;
          },
        },
      },
      target: 'es2022',
    },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    },
  };
});
