/** CHROMIUM_PATH when set, else the first Chromium on the PATH; throws saying how to get one. */
export function findChromium(env?: NodeJS.ProcessEnv): string;
