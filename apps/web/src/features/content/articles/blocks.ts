import type { Block, CourseName, Picture, Span } from './types';

// Small builders, so that an article file reads like the article.

export const h2 = (text: string): Block => ({ type: 'heading', level: 2, text });
export const h3 = (text: string): Block => ({ type: 'heading', level: 3, text });
export const p = (...spans: Span[]): Block => ({ type: 'paragraph', spans });

const items = (entries: (Span | Span[])[]) =>
  entries.map((entry) => (Array.isArray(entry) ? entry : [entry]));
export const ul = (...entries: (Span | Span[])[]): Block => ({
  type: 'list',
  ordered: false,
  items: items(entries),
});
export const ol = (...entries: (Span | Span[])[]): Block => ({
  type: 'list',
  ordered: true,
  items: items(entries),
});

export const figure = (picture: Picture, alt: string, caption?: string): Block => ({
  type: 'image',
  picture,
  alt,
  caption,
});

/** A course of the catalog, by name; shown as its name unless other words are given. */
export const course = (name: CourseName, text?: string): Span => ({ kind: 'course', name, text });
export const link = (text: string, to: `/${string}`): Span => ({ kind: 'link', text, to });

const media = (src: `/media/${string}`, width: number, height: number): Picture => ({
  src,
  width,
  height,
});
const topic = (n: number) => media(`/media/blog/topic-0${n}.webp`, 800, 480);
const lesson = (name: string) => media(`/media/lessons/${name}.webp`, 800, 400);
const courseArt = (n: number) =>
  media(`/media/courses/course-${String(n).padStart(2, '0')}.webp`, 800, 520);
const gallery = (n: number) => media(`/media/gallery/gallery-0${n}.webp`, 720, 900);

/** The pictures the articles use, all already served by the site. */
export const pictures = {
  topic,
  stillLife: lesson('still-life'),
  botanical: lesson('botanical'),
  figures: lesson('figures'),
  heads: lesson('heads'),
  landscape: lesson('landscape'),
  street: lesson('street'),
  pixel: lesson('pixel'),
  characterLineup: courseArt(3),
  paintedLake: courseArt(2),
  inkBotanicals: courseArt(7),
  colourWheel: courseArt(8),
  creature: courseArt(9),
  portrait: courseArt(10),
  comicPage: courseArt(11),
  duskMountains: gallery(1),
  watercolourFlowers: gallery(3),
  nightCity: gallery(5),
  koiPond: gallery(7),
  tablet: media('/media/steps/step-2.webp', 640, 480),
};
