import { freshDataDir, removeDataDir, startServer } from './server.mjs';

/**
 * Server start on an existing data folder: the first start creates, migrates and seeds it; the
 * timed starts that follow find it ready. Reports every run and the median.
 */
export async function measureStartup({ runs = 3 } = {}) {
  const dataDir = freshDataDir('startup');
  const times = [];
  let first;
  try {
    first = await startServer({ dataDir });
    await first.stop();
    for (let i = 0; i < runs; i += 1) {
      const server = await startServer({ dataDir });
      times.push(server.readyMs);
      await server.stop();
    }
  } finally {
    removeDataDir(dataDir);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    firstStartMs: first.readyMs,
    runsMs: times,
    medianMs: sorted[Math.floor(sorted.length / 2)],
  };
}
