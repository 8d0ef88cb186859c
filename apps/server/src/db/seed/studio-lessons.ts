import {
  drillSpec,
  type ArticleBlock,
  type ArticleSpan,
  type DrillSpec,
  type DrillSpecInput,
} from '@glossy/contract';
import type { DemoName } from './demo-strokes';
import { demoVideoSeconds } from './demo-videos';

/**
 * Exercise references made by scripts/art/lessons.mjs, each drawn for one course (the course's
 * name beside it), so that an exercise shows a picture of its own course's subject.
 */
export const referenceCourse = {
  'still-life': 'Foundations of Drawing',
  botanical: 'Ink & Line Art',
  'digital-landscape': 'Digital Painting Essentials',
  'digital-sphere': 'Digital Painting Essentials',
  street: 'Perspective & Environments',
  'hazy-ridges': 'Perspective & Environments',
  'character-shapes': 'Character Design for Animation',
  expressions: 'Character Design for Animation',
  creatures: 'Concept Art: Creatures',
  landscape: 'Watercolor Landscapes',
  heads: 'Portrait Painting',
  figures: 'Figure Drawing & Anatomy',
  'comic-page': 'Comics & Visual Storytelling',
  'colour-studies': 'Color Theory for Artists',
  'colour-landscape': 'Color Theory for Artists',
  pixel: 'Pixel Art & Game Sprites',
  'cafe-corner': 'Urban Sketching on Location',
  'journal-leaves': 'Botanical Ink Journals',
} as const;
export type ReferenceName = keyof typeof referenceCourse;
export const referenceUrl = (name: ReferenceName) => `/media/lessons/${name}.webp`;

/** Reading speed behind an article's stated time: the middle of 200–230 words a minute. */
export const wordsPerMinute = 215;

export type LessonSpec =
  | { kind: 'video'; title: string; minutes: number; demo: DemoName }
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

/** A video lesson: the demo video of its subject, as long as that video is. */
export const video = (title: string, demo: DemoName): LessonSpec => ({
  kind: 'video',
  title,
  minutes: demoVideoSeconds[demo] / 60,
  demo,
});

/** The words a reader reads in an article's blocks: headings, paragraphs, list items, not pictures. */
export function articleWords(blocks: ArticleBlock[]): number {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const inSpans = (spans: ArticleSpan[]) => words(spans.map((span) => span.text).join(''));
  return blocks.reduce((sum, block) => {
    switch (block.type) {
      case 'heading':
        return sum + words(block.text);
      case 'paragraph':
        return sum + inSpans(block.spans);
      case 'list':
        return sum + block.items.reduce((n, item) => n + inSpans(item), 0);
      default:
        return sum;
    }
  }, 0);
}

/** An article whose reading time is its words at `wordsPerMinute`, to the nearest minute. */
export const article = (title: string, ...blocks: ArticleBlock[]): LessonSpec => ({
  kind: 'article',
  title,
  minutes: Math.max(1, Math.round(articleWords(blocks) / wordsPerMinute)),
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
