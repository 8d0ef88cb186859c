// The one source of the brush and shape counts the home page advertises. Deliberately free of
// engine code: the home page imports it and its JS budget is tight. The engine's registries are
// keyed by these ids and a unit test keeps the two in step.

export const brushCatalog = [
  { id: 'pen', name: 'Pen' },
  { id: 'pencil', name: 'Pencil' },
  { id: 'fineliner', name: 'Fineliner' },
  { id: 'brush-pen', name: 'Brush pen' },
  { id: 'marker', name: 'Marker' },
  { id: 'highlighter', name: 'Highlighter' },
  { id: 'airbrush', name: 'Airbrush' },
  { id: 'spray', name: 'Spray can' },
  { id: 'calligraphy', name: 'Calligraphy' },
  { id: 'crayon', name: 'Crayon' },
  { id: 'charcoal', name: 'Charcoal' },
  { id: 'watercolor', name: 'Watercolour' },
  { id: 'soft-round', name: 'Soft round' },
  { id: 'oil', name: 'Oil bristle' },
  { id: 'neon', name: 'Neon' },
  { id: 'stipple', name: 'Stipple' },
  { id: 'pixel', name: 'Pixel' },
  { id: 'eraser', name: 'Eraser' },
] as const;

export const shapeCatalog = [
  { id: 'line', name: 'Line' },
  { id: 'arrow', name: 'Arrow' },
  { id: 'double-arrow', name: 'Double arrow' },
  { id: 'rectangle', name: 'Rectangle' },
  { id: 'rounded-rectangle', name: 'Rounded rectangle' },
  { id: 'ellipse', name: 'Ellipse' },
  { id: 'triangle', name: 'Triangle' },
  { id: 'right-triangle', name: 'Right triangle' },
  { id: 'diamond', name: 'Diamond' },
  { id: 'pentagon', name: 'Pentagon' },
  { id: 'polygon', name: 'Polygon' },
  { id: 'star', name: 'Star' },
  { id: 'heart', name: 'Heart' },
  { id: 'cross', name: 'Cross' },
] as const;

export type BrushId = (typeof brushCatalog)[number]['id'];
export type ShapeId = (typeof shapeCatalog)[number]['id'];

export const brushCount = brushCatalog.length;
export const shapeCount = shapeCatalog.length;

// The sketchpad's other registries, as figures: the engine's layer limit, the text tool's faces
// (text/fonts.json) and the clipart library's pieces (built from npm's Twemoji and Emojibase by
// apps/web/scripts/clipart-index.mjs). Tests keep each figure equal to what ships.
export const layerCount = 16;
export const fontCount = 39;
export const clipartCount = 1856;
/** Where the sketchpad runs: any of these, in a current browser, with mouse, touch or pen. */
export const platforms = ['Mac', 'Windows', 'Linux', 'ChromeOS', 'Android', 'iOS'] as const;
