/** The demo courses an article may point to, by their catalog name (a typo fails to compile). */
export const demoCourseNames = [
  'Foundations of Drawing',
  'Digital Painting Essentials',
  'Character Design for Animation',
  'Watercolor Landscapes',
  'Figure Drawing & Anatomy',
  'Perspective & Environments',
  'Ink & Line Art',
  'Color Theory for Artists',
  'Concept Art: Creatures',
  'Portrait Painting',
  'Comics & Visual Storytelling',
  'Pixel Art & Game Sprites',
] as const;
export type CourseName = (typeof demoCourseNames)[number];

/** A run of text: plain, a link to a page of this site, or a link to a catalog course. */
export type Span =
  | string
  | { kind: 'link'; text: string; to: `/${string}` }
  | { kind: 'course'; name: CourseName; text?: string };

/** One of the site's own pictures, with the size it is stored at (so the page never jumps). */
export interface Picture {
  src: `/media/${string}`;
  width: number;
  height: number;
}

export type Block =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; spans: Span[] }
  | { type: 'list'; ordered: boolean; items: Span[][] }
  | { type: 'image'; picture: Picture; alt: string; caption?: string };

/** An article as written. */
export interface ArticleSource {
  title: string;
  /** The card's teaser, also the article's standfirst. */
  excerpt: string;
  /** One of the demo instructors. */
  author: string;
  /** Publication day, YYYY-MM-DD. */
  published: string;
  /** The card's picture, shown again at the top of the article. */
  cover: Picture;
  coverAlt: string;
  body: Block[];
}

/** An article as the site shows it: its address and reading time derive from what was written. */
export interface Article extends ArticleSource {
  slug: string;
  words: number;
  readMinutes: number;
}
