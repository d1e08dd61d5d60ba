import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface BundleReport {
  /** The route whose first load is measured. */
  route: string;
  /** Every JavaScript file the browser fetches to show that route, gzipped at level 9. */
  initialJavaScriptGzipBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  facadeModuleId?: string | null;
  code?: string;
}

/**
 * Measures the home route's initial JavaScript: the entry chunk, the screen's own chunk, and
 * everything they import statically (what the browser must fetch before the page can show).
 * Prints the figure and writes bundle-report.json beside the app for the size test.
 */
export function bundleReport(screenModule: string, route = '/'): Plugin {
  return {
    name: 'cipta-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle) as ChunkInfo[];
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const screen = chunks.find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(screenModule));
      if (!entry || !screen) this.error(`bundle report: cannot find the entry or ${screenModule}`);

      const needed = new Set<string>();
      const visit = (fileName: string) => {
        if (needed.has(fileName)) return;
        needed.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
      };
      visit(entry.fileName);
      visit(screen.fileName);

      const files = [...needed].map((file) => ({ file, gzipBytes: gzipSync(byName.get(file)?.code ?? '', { level: 9 }).length }));
      const report: BundleReport = {
        route,
        initialJavaScriptGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      };
      this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: `${JSON.stringify(report, null, 2)}\n` });
      const kB = (report.initialJavaScriptGzipBytes / 1000).toFixed(1);
      this.info(`initial JavaScript of ${route}: ${kB} kB gzipped (1 kB = 1000 bytes) in ${files.length} files`);
    },
  };
}
