import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of docs/architecture.md are enforced by eslint.config.js: these imports, written
// where the layers forbid them, must each be refused, and the allowed ones must pass.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('the layer rules', () => {
  it.each([
    ['a feature importing app/', 'frontend/src/features/news/probe.ts', "import { appTheme } from '../../app/theme';"],
    ['a feature importing another feature', 'frontend/src/features/news/probe.ts', "import '../about/about-page';"],
    ['shared code importing a feature', 'frontend/src/components/probe.ts', "import '../features/news/use-news';"],
    ['shared code importing app/', 'frontend/src/lib/probe.ts', "import '../app/theme';"],
    ['the web app importing the API', 'frontend/src/lib/probe.ts', "import '../../../backend/src/main.js';"],
    ['the API importing the web app', 'backend/src/probe.ts', "import '../../frontend/src/lib/paths';"],
    ['domain importing the machines', 'domain/src/probe.ts', "import '@cipta/machines/navbar';"],
    ['the machines importing the API', 'machines/src/probe.ts', "import '../../backend/src/main.js';"],
  ])('refuse %s', async (_why, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['a feature importing lib/ and components/', 'frontend/src/features/news/probe.ts', "import '../../lib/paths';"],
    ['a feature importing itself', 'frontend/src/features/news/probe.ts', "import './use-news';"],
    ['app/ importing a feature', 'frontend/src/app/probe.ts', "import '../features/news/use-news';"],
    ['the API importing domain and machines', 'backend/src/probe.ts', "import '@cipta/domain/constants';"],
    ['the web app importing domain', 'frontend/src/lib/probe.ts', "import '@cipta/domain/application-status';"],
  ])('allow %s', async (_why, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
