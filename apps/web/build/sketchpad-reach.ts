/** A chunk of the build as the precache list needs it (read off Rollup's bundle). */
export interface ReachChunk {
  fileName: string;
  /** The source module the chunk stands for, relative to the app's root, when it has one. */
  facade: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** CSS and other files (fonts, pictures) the chunk brings. */
  files: string[];
}

/**
 * The files the sketchpad needs to start and draw with no network: the app's entry, what it
 * imports and what it loads on demand for every page (the toaster, the signed-in menus), then each
 * sketchpad screen with everything it imports, also on demand (its panels, its text tool), since
 * the artist may open any of them offline. The entry's other screens (`allScreens`, the source
 * modules of every route) stay out: they need the network anyway.
 */
export function sketchpadReach(
  chunks: ReachChunk[],
  screens: string[],
  allScreens: string[],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reach = new Set<string>();
  const visited = new Set<string>();
  const visit = (fileName: string, withDynamic: boolean) => {
    const chunk = byFile.get(fileName);
    const key = `${fileName} ${withDynamic}`;
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    reach.add(fileName);
    chunk.files.forEach((file) => reach.add(file));
    chunk.imports.forEach((next) => visit(next, withDynamic));
    // The entry loads every screen on demand: following it would precache the whole site.
    if (withDynamic && !chunk.isEntry)
      chunk.dynamicImports.forEach((next) => visit(next, withDynamic));
  };
  const isScreen = (fileName: string) => {
    const facade = byFile.get(fileName)?.facade;
    return facade !== null && facade !== undefined && allScreens.includes(facade);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    visit(entry.fileName, false);
    entry.dynamicImports.filter((next) => !isScreen(next)).forEach((next) => visit(next, false));
  }
  const missing = screens.filter((screen) => !chunks.some((chunk) => chunk.facade === screen));
  if (missing.length) throw new Error(`No chunk for the sketchpad screens ${missing.join(', ')}`);
  chunks
    .filter((chunk) => chunk.facade !== null && screens.includes(chunk.facade))
    .forEach((chunk) => visit(chunk.fileName, true));
  return [...reach].sort();
}
