import { defineConfig } from 'vitest/config';

// The resilience suite runs the built server (`npm run build -w @glossy/server`) as separate
// processes with a PostgreSQL and a Redis of its own, which it kills and restarts. One file at a
// time: two of them at once would fight over two cores and blur the timings they assert.
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['apps/server/test/resilience/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
