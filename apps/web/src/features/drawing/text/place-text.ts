import { TEXT_LINE_HEIGHT, type Sketchpad, type StudioFont } from '@glossy/canvas';
import { loadStudioFont } from './font-loader';
import { rasterizeText, type TextStyle } from './rasterize-text';

/** A text box being typed in: the press that opened it (document units), and what it holds. */
export interface TextDraft {
  x: number;
  y: number;
  text: string;
}

/** The box's top-left corner: it starts at the press, its first line centred on it. */
export const boxCorner = (draft: Pick<TextDraft, 'x' | 'y'>, size: number) => ({
  x: draft.x,
  y: draft.y - (size * TEXT_LINE_HEIGHT) / 2,
});

/**
 * Rasterizes the text in its face at the board's raster scale and places it exactly where the
 * box showed it, on the current layer, as one `paste` step: typing is the preview, so the one
 * confirmation that ends it places the text for good, as Photoshop's and Krita's do; the select
 * tool moves or sizes it afterwards like any ink. The tool that was out stays out.
 * 'empty' when there was nothing to place; 'refused' when the layer may not take it (locked or
 * hidden: the layer panel's toast says why). Throws, with words to show, when the face does not
 * load or the text is too large to place.
 */
export async function placeText(
  pad: Sketchpad,
  draft: TextDraft,
  style: Omit<TextStyle, 'family'>,
  font: StudioFont,
): Promise<'placed' | 'empty' | 'refused'> {
  try {
    await loadStudioFont(font);
  } catch {
    throw new Error(`${font.family} could not be loaded: check the connection and try again.`);
  }
  const scale = pad.engine.doc.scale;
  const raster = rasterizeText(draft.text, { ...style, family: font.family }, scale);
  if (!raster) return 'empty';
  const { pixels, width, height, boxX, boxY } = raster;
  const corner = boxCorner(draft, style.size);
  const centre = {
    x: corner.x + (width / 2 - boxX) / scale,
    y: corner.y + (height / 2 - boxY) / scale,
  };
  // Floating a picture takes out the select tool, for its handles: here no handles are wanted.
  const tool = pad.getState().tool;
  if (!pad.selection.placePicture({ pixels, width, height }, { centre })) return 'refused';
  pad.selection.commit();
  pad.setTool(tool);
  return 'placed';
}
