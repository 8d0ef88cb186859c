import { useEffect, useState } from 'react';
import {
  MAX_TEXT_SIZE,
  MIN_TEXT_SIZE,
  studioFonts,
  type FontKind,
  type StudioFont,
  type TextAlign,
} from '@glossy/canvas';
import { loadStudioFont } from './font-loader';

export interface TextSettings {
  fontId: string;
  /** Document units. */
  size: number;
  align: TextAlign;
}

/** Whether the chosen face is here yet: the box shows a stand-in until it is. */
export type FontStatus = 'loading' | 'ready' | 'failed';

export interface TextTool {
  settings: TextSettings;
  font: StudioFont;
  fontStatus: FontStatus;
  update(patch: Partial<TextSettings>): void;
  /** Asks for a face that failed to load again. */
  retryFont(): void;
}

const FIRST = studioFonts[0] as StudioFont;
/** Large enough to read at the fitted zoom on a phone, small enough for a few words a line. */
const DEFAULT_SIZE = 48;

const fontById = (id: string): StudioFont => studioFonts.find((f) => f.id === id) ?? FIRST;

/** The font list's groups, in the order they are offered. */
export const fontKinds: { kind: FontKind; name: string }[] = [
  { kind: 'hand', name: 'Hand lettering' },
  { kind: 'display', name: 'Display' },
  { kind: 'sans', name: 'Sans serif' },
  { kind: 'serif', name: 'Serif' },
];

const generic: Record<FontKind, string> = {
  hand: 'cursive',
  display: 'fantasy',
  sans: 'sans-serif',
  serif: 'serif',
};

/** The box's CSS family: the face, then a generic of its kind while the face loads. */
export const cssFamily = (font: StudioFont) => `"${font.family}", ${generic[font.kind]}`;

const clampTextSize = (size: number) =>
  Math.max(MIN_TEXT_SIZE, Math.min(MAX_TEXT_SIZE, Math.round(size)));

/**
 * The text tool's font, size and alignment (its colour is the sketchpad's). The chosen face
 * loads when the tool is out, and only then: the page never asks for a font before the text
 * tool is used, and a face chosen later loads when it is chosen.
 */
export function useTextSettings(active: boolean): TextTool {
  const [settings, setSettings] = useState<TextSettings>({
    fontId: FIRST.id,
    size: DEFAULT_SIZE,
    align: 'left',
  });
  const [loaded, setLoaded] = useState<Record<string, 'ready' | 'failed'>>({});
  const [attempt, setAttempt] = useState(0);
  const font = fontById(settings.fontId);

  useEffect(() => {
    if (!active) return;
    let live = true;
    const settle = (status: 'ready' | 'failed') => {
      if (live) setLoaded((known) => ({ ...known, [font.id]: status }));
    };
    loadStudioFont(font).then(
      () => settle('ready'),
      () => settle('failed'),
    );
    return () => {
      live = false;
    };
  }, [active, font, attempt]);

  return {
    settings,
    font,
    fontStatus: loaded[font.id] ?? 'loading',
    update: (patch) =>
      setSettings((now) => {
        const next = { ...now, ...patch };
        return { ...next, size: clampTextSize(next.size) };
      }),
    retryFont: () => {
      setLoaded(({ [font.id]: _failed, ...others }) => others);
      setAttempt((n) => n + 1);
    },
  };
}
