import fonts from './fonts.json';

/** How a face is meant to be used, for grouping in the text tool's font list. */
export type FontKind = 'hand' | 'display' | 'sans' | 'serif';

export interface StudioFont {
  /** The @fontsource package's name, and the file name the product serves it under. */
  id: string;
  family: string;
  kind: FontKind;
}

/**
 * The text tool's typefaces: openly licensed (SIL OFL or Apache 2.0), from npm's @fontsource
 * packages, copied into the site at build (apps/web/scripts/studio-assets.mjs) and loaded only
 * when the text tool is used. The JSON is the one list both read.
 */
export const studioFonts: readonly StudioFont[] = fonts as StudioFont[];

/** Where the product serves a face's latin regular weight. */
export const fontUrl = (font: Pick<StudioFont, 'id'>) => `/studio/fonts/${font.id}.woff2`;
