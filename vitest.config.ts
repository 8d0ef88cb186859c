import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Canvas test files that replace a module of the engine (vi.mock): they keep a fresh module graph. */
const mocksCanvasModules = [
  'packages/canvas/test/board-size.test.ts',
  'packages/canvas/test/select/sketchpad.test.ts',
];

/** Web test files that replace window.location (a VM context cannot): they run in plain workers. */
const replacesLocation = [
  'apps/web/test/accounts/return-after-sign-in.test.tsx',
  'apps/web/test/commerce/cart.test.tsx',
  'apps/web/test/commerce/hosted-checkout.test.tsx',
  'apps/web/test/offline/service-worker.test.ts',
];

/** Server test files that replace a module of the app (vi.mock): they keep a fresh module graph. */
const mocksServerModules = [
  'apps/server/test/pages/page-bodies.test.ts',
  'apps/server/test/pages/pages.test.ts',
  'apps/server/test/platform/original-client-across-origins.test.ts',
  'apps/server/test/platform/static-files.test.ts',
];

export default defineConfig({
  test: {
    // Vitest leaves one core to its main process by default: on a 2-core machine that is one
    // worker, and half the machine idle while the API tests wait on PostgreSQL.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'canvas',
          include: ['packages/canvas/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...mocksCanvasModules],
          environment: 'node',
          // The engine keeps no state between boards: a worker's files share its loaded modules
          // (27.5 s → 21.9 s for the project alone).
          isolate: false,
          // Replay and selection tests rasterise whole pages: one took 13.4 s on a loaded 2-core
          // machine, past the 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // A module one of these files replaces must not be what the next file of a shared
          // worker imports, nor the real one already loaded be what this file gets.
          name: 'canvas (mocked modules)',
          include: mocksCanvasModules,
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // The resilience suite runs the built server with services it kills: its own run, after
          // the build (npm run test:resilience).
          exclude: [
            ...configDefaults.exclude,
            'apps/server/test/resilience/**',
            ...mocksServerModules,
          ],
          environment: 'node',
          // Each file builds its own apps on its own databases (describeEachBackend), so the files
          // of a worker can share its loaded modules: the app's code and PGlite's WebAssembly are
          // loaded once a worker rather than once a file (846 s of CPU → 541 s).
          isolate: false,
          // One migrated, seeded school a backend, copied by each app (seeded-template.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The same tests, for the files that replace one of the app's modules (vi.mock): a
          // module replaced in one file must not be what the next file imports.
          name: 'server (mocked modules)',
          include: mocksServerModules,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...replacesLocation],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Each file still gets its own jsdom window and its own modules, in a VM context of a
          // worker kept between files: less than half the CPU of a new worker a file (291 s → 137 s).
          pool: 'vmThreads',
          // Two workers share two cores: a rendering test can wait its turn for a while.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          // The same tests, for the files that stand in for window.location: in a VM context the
          // window is the global itself, whose location cannot be replaced.
          name: 'web (location)',
          include: replacesLocation,
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
