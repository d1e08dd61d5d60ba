// ESLint for every workspace: typescript-eslint's recommended rules, React's hooks rules, and
// the layers of docs/architecture.md ("Layers and what may import what"), so that a wrong
// import fails `npm test` instead of waiting for a review.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FRONTEND = ['web-app', 'feature', 'shared', 'web-testing', 'web-server', 'frontend'];
const refuse = (from, to, message) => ({
  from: { element: { types: { anyOf: from } } },
  disallow: { to: { element: { types: { anyOf: to } } } },
  message,
});

/**
 * The layers of docs/architecture.md. Workspaces import one another only downwards (domain ←
 * machines ← backend and frontend ← tests). Inside the web app (bulletproof-react): shared
 * folders → features → app; a feature imports shared code and itself, never app/ or another
 * feature; shared code imports neither.
 */
const layers = {
  files: ['**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'import/resolver': {
      typescript: { project: ['*/tsconfig.json', 'frontend/tsconfig.server.json'], noWarnOnMultipleProjects: true },
    },
    'boundaries/elements': [
      { type: 'web-app', pattern: 'frontend/src/app' },
      { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
      { type: 'shared', pattern: 'frontend/src/(lib|components|hooks|content|i18n|api|assets)' },
      { type: 'web-testing', pattern: 'frontend/src/testing' },
      { type: 'web-server', pattern: 'frontend/(server|build-tools)' },
      { type: 'frontend', pattern: 'frontend' },
      { type: 'domain', pattern: 'domain' },
      { type: 'machines', pattern: 'machines' },
      { type: 'backend', pattern: 'backend' },
      { type: 'tests', pattern: 'tests' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          refuse(['domain'], ['machines', 'backend', 'tests', ...FRONTEND], 'domain/ imports no other workspace.'),
          refuse(['machines'], ['backend', 'tests', ...FRONTEND], 'machines/ may import only domain/.'),
          refuse(['backend'], ['tests', ...FRONTEND], 'The API may import only domain/ and machines/.'),
          refuse(FRONTEND, ['backend', 'tests'], 'The web app may import only domain/ and machines/.'),
          refuse(
            ['shared'],
            ['feature', 'web-app'],
            'Shared code (lib, components, hooks, content, i18n, api) may not import a feature or app/.',
          ),
          refuse(['feature'], ['web-app'], 'A feature may not import app/: what it needs belongs in lib/.'),
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
            },
            message: 'A feature may not import another feature: move what both need to components/ or lib/.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-ssr/**',
      'data/**',
      'domain/src/contract/schema.ts',
      'backend/assets/**',
      'frontend/media/**',
      'frontend/public/**',
      'tests/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (a callback's position, a destructured rest).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // NestJS injects by the constructor parameters' emitted types: an import used there is a
    // value, and the type-import rule must know it (it would otherwise break injection).
    files: ['backend/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    // Our validators match control characters on purpose (product §5: text refuses them).
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Tests read loose JSON, and migrations are frozen in time: Kysely's documented Kysely<any>,
    // never the app's current table types. Product code gets no `any`.
    files: [
      '**/*.{test,spec}.{ts,tsx}',
      'backend/src/testing/**',
      'tests/**',
      'backend/src/database/migrations.ts',
      'backend/src/database/migrations/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and their dependencies; the React Compiler's stricter rules are not on,
    // since the app does not use the compiler and its machines keep callbacks in refs on purpose.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  layers,
);
