import {
  drillSpec,
  type ArticleBlock,
  type ArticleSpan,
  type DrillSpec,
  type DrillSpecInput,
} from '@glossy/contract';
import type { DemoName } from './demo-strokes';

/** Exercise references made by scripts/art/lessons.mjs, shared between courses. */
export type ReferenceName =
  'still-life' | 'figures' | 'landscape' | 'street' | 'botanical' | 'heads' | 'pixel';
export const referenceUrl = (name: ReferenceName) => `/media/lessons/${name}.webp`;

/** The one lesson video the site serves (scripts/art/video.mjs); instructors upload their own. */
export const lessonVideoUrl = '/media/hero/hero.mp4';
/** Its captions (WebVTT), so the player's captions can be tried on a fresh install. */
export const lessonCaptionsUrl = '/media/hero/hero.vtt';

export type LessonSpec =
  | { kind: 'video'; title: string; minutes: number }
  | { kind: 'article'; title: string; minutes: number; article: ArticleBlock[] }
  | {
      kind: 'exercise';
      title: string;
      minutes: number;
      prompt: string;
      reference: ReferenceName;
      demo: DemoName | null;
    }
  | { kind: 'drill'; title: string; minutes: number; drill: DrillSpec };

export interface ChapterSpec {
  title: string;
  lessons: LessonSpec[];
}

export const chapter = (title: string, ...lessons: LessonSpec[]): ChapterSpec => ({
  title,
  lessons,
});

export const video = (title: string, minutes: number): LessonSpec => ({
  kind: 'video',
  title,
  minutes,
});

export const article = (title: string, minutes: number, ...blocks: ArticleBlock[]): LessonSpec => ({
  kind: 'article',
  title,
  minutes,
  article: blocks,
});

export const exercise = (
  title: string,
  minutes: number,
  reference: ReferenceName,
  demo: DemoName | null,
  prompt: string,
): LessonSpec => ({ kind: 'exercise', title, minutes, reference, demo, prompt });

/** A drill lesson: its type and parameters as the studio's form sets them, defaults filled in. */
export const drill = (title: string, minutes: number, spec: DrillSpecInput): LessonSpec => ({
  kind: 'drill',
  title,
  minutes,
  drill: drillSpec.parse(spec),
});

/** Text with `[label](/path)` links, as the article's spans. */
function spans(text: string): ArticleSpan[] {
  const out: ArticleSpan[] = [];
  const link = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(link)) {
    if (match.index > last) out.push({ text: text.slice(last, match.index) });
    out.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

export const heading = (text: string): ArticleBlock => ({ type: 'heading', text });
export const para = (text: string): ArticleBlock => ({ type: 'paragraph', spans: spans(text) });
export const bullets = (...items: string[]): ArticleBlock => ({
  type: 'list',
  ordered: false,
  items: items.map(spans),
});
export const steps = (...items: string[]): ArticleBlock => ({
  type: 'list',
  ordered: true,
  items: items.map(spans),
});
export const picture = (src: string, alt: string): ArticleBlock => ({ type: 'image', src, alt });
