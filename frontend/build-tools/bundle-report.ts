import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface BundleReport {
  /** The route whose first load is measured. */
  route: string;
  /** Every JavaScript file the browser fetches to show that route, gzipped at level 9. */
  initialJavaScriptGzipBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
  /**
   * What the prerendered page loads before it hydrates: the initial JavaScript and the lazy parts
   * it shows (the screen's sections, the footer), which main.tsx loads first so that React
   * hydrates the whole page at once. Code moved from the entry into a part's chunk leaves the
   * initial figure but not this one.
   */
  beforeHydrationGzipBytes: number;
  /** Each lazily loaded screen or section: what it adds to the first load's JavaScript when it is first shown. */
  lazyChunks: Array<{ module: string; gzipBytes: number; files: string[] }>;
  /** Every stylesheet, and whether the measured route's first load needs it. */
  css: Array<{ file: string; gzipBytes: number; initial: boolean }>;
  /** Images and videos, as built (already compressed formats, so their own size). */
  media: Array<{ file: string; bytes: number }>;
}

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  facadeModuleId?: string | null;
  code?: string;
  source?: string | Uint8Array;
  viteMetadata?: { importedCss: Set<string> };
}

const gzipBytes = (content: string | Uint8Array | undefined) => gzipSync(content ?? '', { level: 9 }).length;
const MEDIA = /\.(webp|avif|png|jpe?g|svg|gif|mp4|webm)$/;

/**
 * Measures the home route's initial JavaScript: the entry chunk, the screen's own chunk, and
 * everything they import statically (what the browser must fetch before the page can show).
 * Prints the figure and writes bundle-report.json beside the app for the size test.
 */
export function bundleReport(screenModule: string, { route = '/', shellParts = [] as string[] } = {}): Plugin {
  return {
    name: 'cipta-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle) as ChunkInfo[];
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const screen = chunks.find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(screenModule));
      if (!entry || !screen) this.error(`bundle report: cannot find the entry or ${screenModule}`);

      const closure = (from: string, into = new Set<string>()) => {
        const visit = (fileName: string) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(from);
        return into;
      };
      const needed = closure(screen.fileName, closure(entry.fileName));

      const files = [...needed].map((file) => ({ file, gzipBytes: gzipBytes(byName.get(file)?.code) }));
      // The screen's own lazy parts (what it imports dynamically) and the shell's (the footer).
      const parts = [
        ...(screen.dynamicImports ?? []),
        ...chunks
          .filter((chunk) => shellParts.some((part) => chunk.facadeModuleId?.endsWith(part)))
          .map((chunk) => chunk.fileName),
      ];
      if (parts.length <= shellParts.length) this.error(`bundle report: no lazy parts found for ${screenModule}`);
      const beforeHydration = parts.reduce((into, part) => closure(part, into), new Set(needed));
      // What a lazy chunk adds beyond the first load: itself and what it imports that is not loaded yet.
      const lazyChunks = chunks
        .filter(
          (chunk) =>
            chunk.type === 'chunk' && chunk.isDynamicEntry && !needed.has(chunk.fileName) && chunk.facadeModuleId,
        )
        .map((chunk) => {
          const extra = [...closure(chunk.fileName)].filter((file) => !needed.has(file));
          return {
            module: chunk.facadeModuleId!.slice(chunk.facadeModuleId!.indexOf('/src/') + 1),
            gzipBytes: extra.reduce((sum, file) => sum + gzipBytes(byName.get(file)?.code), 0),
            files: extra,
          };
        })
        .sort((a, b) => a.module.localeCompare(b.module));
      const initialCss = new Set(
        [...needed].flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]),
      );
      const assets = chunks.filter((chunk) => chunk.type === 'asset');
      const report: BundleReport = {
        route,
        initialJavaScriptGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
        beforeHydrationGzipBytes: [...beforeHydration].reduce(
          (sum, file) => sum + gzipBytes(byName.get(file)?.code),
          0,
        ),
        files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
        lazyChunks,
        css: assets
          .filter((asset) => asset.fileName.endsWith('.css'))
          .map((asset) => ({
            file: asset.fileName,
            gzipBytes: gzipBytes(asset.source),
            initial: initialCss.has(asset.fileName),
          }))
          .sort((a, b) => b.gzipBytes - a.gzipBytes),
        media: assets
          .filter((asset) => MEDIA.test(asset.fileName))
          .map((asset) => ({
            file: asset.fileName,
            bytes: typeof asset.source === 'string' ? Buffer.byteLength(asset.source) : (asset.source?.length ?? 0),
          }))
          .sort((a, b) => b.bytes - a.bytes),
      };
      this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: `${JSON.stringify(report, null, 2)}\n` });
      const kB = (report.initialJavaScriptGzipBytes / 1000).toFixed(1);
      this.info(`initial JavaScript of ${route}: ${kB} kB gzipped (1 kB = 1000 bytes) in ${files.length} files`);
    },
  };
}
