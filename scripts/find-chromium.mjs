// Finds the Chromium the browser journeys and benchmarks drive (Debian's; Playwright never
// downloads one here). Run as a script (`npm test` does first), it ends at once with the one
// command to run when there is none, instead of failing after the unit tests.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const names = ['chromium', 'chromium-browser', 'google-chrome'];
const install = 'apt-get install -y chromium';

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** CHROMIUM_PATH when set, else the first Chromium on the PATH; throws saying how to get one. */
export function findChromium(env = process.env) {
  const chosen = env.CHROMIUM_PATH || env.CHROME_PATH;
  if (chosen) {
    if (runnable(chosen)) return chosen;
    throw new Error(`CHROMIUM_PATH is ${chosen}, which is not a program: ${install}`);
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean))
    for (const name of names) if (runnable(path.join(dir, name))) return path.join(dir, name);
  throw new Error(`No Chromium found for the browser journeys. Install it: ${install}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`chromium: ${findChromium()}`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
