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
      sourcemap: false,
      target: 'es2022',
    },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    },
  };
});
