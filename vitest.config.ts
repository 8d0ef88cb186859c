import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

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
          environment: 'node',
          // Replay and selection tests rasterise whole pages: one took 13.4 s on a loaded 2-core
          // machine, past the 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // The resilience suite runs the built server with services it kills: its own run, after
          // the build (npm run test:resilience).
          exclude: [...configDefaults.exclude, 'apps/server/test/resilience/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Two workers share two cores: a rendering test can wait its turn for a while.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
