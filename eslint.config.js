import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Paths in the zones are the repository's, wherever ESLint is started from. */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may import only itself among the features: screens that need two are composed in app/. */
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: compose them in app/, or share through entities/.',
}));

const sharedLayerZones = ['lib', 'components', 'sketchpad'].map((layer) => ({
  target: `./apps/web/src/${layer}`,
  from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/entities'],
  message:
    'A shared layer never imports an entity, a feature or the app: move what both need here.',
}));

/** The engine's layers (decision 0029): the core knows no editor, the editor no page. */
const canvasZones = [
  {
    target: './packages/canvas/src/core',
    from: ['./packages/canvas/src/editor', './packages/canvas/src/dom'],
    message: 'The engine core never imports the editor or the page layer.',
  },
  {
    target: './packages/canvas/src/editor',
    from: './packages/canvas/src/dom',
    message: 'The editor runs without a page: the page layer (dom/) passes in what it needs.',
  },
];

const entityZone = {
  target: './apps/web/src/entities',
  from: ['./apps/web/src/features', './apps/web/src/app'],
  message: 'An entity never imports a feature or the app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/canvas/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The house's directions (decision 0026, issue 28): what a layer may not reach into. Type-only
  // imports are allowed where a lower layer only names a higher one's shape.
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**'], message: 'Packages never import the apps.' }] },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repoRoot,
          zones: [...featureZones, ...sharedLayerZones, entityZone, ...canvasZones],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              allowTypeImports: true,
              message: 'The platform and the database layer never import a module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node has none of these: the editor's storage and timing are passed in by dom/.
    files: ['packages/canvas/src/editor/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'document',
          'window',
          'navigator',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'requestAnimationFrame',
          'HTMLElement',
          'HTMLCanvasElement',
          'PointerEvent',
          'KeyboardEvent',
        ].map((name) => ({ name, message: 'The editor runs in Node: take it as a parameter.' })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
