import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { e2eAdmin } from './support/accounts';

const ci = Boolean(process.env.CI);
const repoRoot = path.resolve(import.meta.dirname, '..');

/** Asks the kernel for a free loopback port (synchronously: the config is evaluated synchronously). */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

// The config is loaded again in every worker process: choose the port and data folder once, in the
// runner, and hand them to the workers through the environment they inherit.
/** E2E_BASE_URL points the suite at a server that is already running (no server is started then). */
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = (process.env.E2E_PORT ??= freePort());
const oidcPort = (process.env.E2E_OIDC_PORT ??= freePort());
if (!externalBaseUrl && !process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'glossy-e2e-'));
  process.env.E2E_DATA_DIR_OWNED = '1';
}
const dataDir = process.env.E2E_DATA_DIR ?? '';
const baseURL = externalBaseUrl ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: ci,
  // Two cores: the server and the browsers share them.
  workers: 2,
  retries: ci ? 1 : 0,
  reporter: ci ? [['list'], ['line']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1366, height: 900 },
    colorScheme: 'light',
    trace: 'on-first-retry',
    // The sketchpad's worker would answer pages from its caches; only the offline journeys want it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          // Stands in for Google: 'Continue with Google' signs in through it.
          command: 'node support/local-oidc.mjs',
          cwd: import.meta.dirname,
          url: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
          timeout: 30_000,
          reuseExistingServer: false,
          env: { OIDC_PORT: oidcPort, APP_URL: baseURL },
        },
        {
          command: 'npm start',
          cwd: repoRoot,
          url: `${baseURL}/api/health`,
          timeout: 180_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
          env: {
            PORT: port,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            // The journeys run on the embedded database a user gets, never on CI's PostgreSQL.
            DATABASE_URL: '',
            REDIS_URL: '',
            SMTP_URL: '',
            GOOGLE_CLIENT_ID: 'glossy-e2e',
            GOOGLE_CLIENT_SECRET: 'glossy-e2e-secret',
            GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
            ADMIN_EMAIL: e2eAdmin.email,
            ADMIN_PASSWORD: e2eAdmin.password,
            // Every journey signs in from 127.0.0.1; the limits themselves are tested in the API suite.
            RATE_LIMIT_SCALE: '50',
          },
        },
      ],
});
