import { ConfigError, loadConfig } from './config';
import { createLogger } from './platform/observability/logger';
import { startServer } from './server';

const shutdownGraceMs = 10_000;

async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // React (in the page renderer) reads the mode from the environment, not from our config: unset,
  // it would render public pages with its development build, several times slower.
  process.env.NODE_ENV = config.NODE_ENV;
  const logger = createLogger(config.LOG_LEVEL);
  const server = await startServer(config, logger);
  logger.info({ ms: Math.round(performance.now() - started) }, 'ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), shutdownGraceMs);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Glossy Drawer failed to start:', err);
  process.exit(1);
});
