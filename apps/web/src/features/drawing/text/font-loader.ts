import { fontUrl, type StudioFont } from '@glossy/canvas';

const loading = new Map<string, Promise<void>>();

/**
 * Loads one of the text tool's faces from the product's own files, once; the page never asks for
 * any before the text tool is used. A failed load is forgotten, so the next use tries again.
 */
export function loadStudioFont(font: StudioFont): Promise<void> {
  const known = loading.get(font.id);
  if (known) return known;
  const face = new FontFace(font.family, `url(${fontUrl(font)}) format('woff2')`);
  const loaded = face.load().then((ready) => {
    document.fonts.add(ready);
  });
  loading.set(font.id, loaded);
  loaded.catch(() => loading.delete(font.id));
  return loaded;
}
