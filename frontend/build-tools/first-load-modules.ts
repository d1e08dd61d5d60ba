import type { Plugin } from 'vite';

/**
 * Finds every module the entry imports statically (the app's own shell, and the Mantine parts
 * it uses) so that they can travel as one chunk. Left alone, the bundler makes a small shared
 * chunk of each module that a lazy screen also imports: two dozen requests of a few hundred
 * bytes each on the first load, every one with its own headers and its own gzip stream.
 */
export function firstLoadModules(): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'cipta-first-load-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      // Our own modules only: a library's barrel (import { Group } from '@mantine/core')
      // names every module of the library, used or not.
      const visit = (id: string) => {
        if (modules.has(id) || id.includes('/node_modules/')) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}
