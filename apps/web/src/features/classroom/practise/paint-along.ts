import {
  brushCatalog,
  MAX_SIZE,
  MIN_SIZE,
  shapeCatalog,
  SPEEDS,
  type BrushId,
  type ShapeId,
  type Sketchpad,
  type StepInfo,
} from '@glossy/canvas';
import type { DemoLog } from '@glossy/contract';

export const speedOptions = SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }));

export const strokeText = (step: number, total: number) => `Stroke ${step} of ${total}`;

/** The stroke the readout describes: the one being drawn, else the last one finished. */
export const shownStroke = ({ step, drawing }: { step: number; drawing: boolean }) =>
  drawing ? step + 1 : step;

const brushNames = new Map<string, string>(brushCatalog.map((b) => [b.id, b.name]));
const shapeNames = new Map<string, string>(shapeCatalog.map((s) => [s.id, s.name]));

export interface MarkReadout {
  /** What made the mark: the brush's name, or "Rectangle", "Fill", "Clear". */
  tool: string;
  /** '#1D4ED8', or null for a Clear. */
  hex: string | null;
  /** '8 px', or null where a width means nothing (fill, clear). */
  width: string | null;
  /** '60 %', only when not fully opaque. */
  opacity: string | null;
  /** The button that takes these into the student's tools; null when there is nothing to take. */
  action: string | null;
}

/** Selection work in a demo, by what the artist did. */
const editNames: Record<Extract<StepInfo, { kind: 'edit' }>['edit'], string> = {
  transform: 'Move selection',
  'erase-region': 'Delete selection',
  paste: 'Paste picture',
};

const px = (size: number) => `${Math.round(size * 10) / 10} px`;
const percent = (opacity: number) => (opacity < 1 ? `${Math.round(opacity * 100)} %` : null);

export function readout(info: StepInfo): MarkReadout {
  switch (info.kind) {
    case 'stroke':
      return {
        tool: brushNames.get(info.brush) ?? info.brush,
        hex: info.color.toUpperCase(),
        width: px(info.size),
        opacity: percent(info.opacity),
        action: 'Use this brush',
      };
    case 'shape':
      return {
        tool: shapeNames.get(info.shape) ?? info.shape,
        hex: info.color.toUpperCase(),
        width: px(info.size),
        opacity: percent(info.opacity),
        action: 'Use this shape',
      };
    case 'fill':
      return {
        tool: 'Fill',
        hex: info.color.toUpperCase(),
        width: null,
        opacity: percent(info.opacity),
        action: 'Use this colour',
      };
    case 'clear':
      return { tool: 'Clear', hex: null, width: null, opacity: null, action: null };
    case 'edit':
      return { tool: editNames[info.edit], hex: null, width: null, opacity: null, action: null };
  }
}

/** What "Use this brush" sets on the student's sketchpad. */
export type ToolChoice =
  | { tool: 'draw'; brush: BrushId; color: string; size: number; opacity: number }
  | { tool: 'shape'; shape: ShapeId; color: string; size: number; opacity: number }
  | { tool: 'fill'; color: string; opacity: number };

/**
 * The demo's tool for the student's board. Widths are in the demo's page units, so they scale by
 * the ratio of the two pages' widths, and land within the sketchpad's width range.
 */
export function toolChoice(
  info: StepInfo,
  demoWidth: number,
  boardWidth: number,
): ToolChoice | null {
  const scale = demoWidth > 0 ? boardWidth / demoWidth : 1;
  const size = (s: number) => Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(s * scale)));
  switch (info.kind) {
    case 'stroke':
      return {
        tool: 'draw',
        brush: info.brush,
        color: info.color,
        size: size(info.size),
        opacity: info.opacity,
      };
    case 'shape':
      return {
        tool: 'shape',
        shape: info.shape,
        color: info.color,
        size: size(info.size),
        opacity: info.opacity,
      };
    case 'fill':
      return { tool: 'fill', color: info.color, opacity: info.opacity };
    case 'clear':
    case 'edit':
      return null;
  }
}

export const choiceMessage = (choice: ToolChoice, tool: string) =>
  choice.tool === 'fill'
    ? `Fill colour set to ${choice.color.toUpperCase()}`
    : `${tool} set: ${choice.color.toUpperCase()}, ${choice.size} px`;

/** The student's board: the demo's page when it is one a sketchpad handles well, else the usual. */
export function boardSize(demo: Pick<DemoLog, 'width' | 'height'> | null) {
  if (demo && demo.width <= 2000 && demo.height <= 2000 && demo.width * demo.height <= 2e6)
    return { width: demo.width, height: demo.height };
  return { width: 1000, height: 500 };
}

/** Each lesson's practice is kept apart from /canvas and from other lessons. */
export const practiseAutosave = (lessonId: string) => `glossy-drawer-practise-${lessonId}`;

type ToolSetter = Pick<
  Sketchpad,
  'setBrush' | 'setShape' | 'setTool' | 'setColor' | 'setSize' | 'set'
>;

/** Puts a choice into the student's tools: what "Use this brush" does. */
export function applyChoice(pad: ToolSetter, choice: ToolChoice): void {
  if (choice.tool === 'draw') pad.setBrush(choice.brush);
  else if (choice.tool === 'shape') pad.setShape(choice.shape);
  else pad.setTool('fill');
  pad.setColor(choice.color);
  if (choice.tool !== 'fill') pad.setSize(choice.size);
  pad.set({ opacity: choice.opacity });
}
