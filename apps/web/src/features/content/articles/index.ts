import { brushesAndTools } from './texts/brushes-and-tools';
import { calmDigitalWorkflow } from './texts/calm-digital-workflow';
import { compositionMadeSimple } from './texts/composition-made-simple';
import { dailySketchingHabit } from './texts/daily-sketching-habit';
import { drawingHands } from './texts/drawing-hands';
import { growingAnArtCareer } from './texts/growing-an-art-career';
import { inspirationInNature } from './texts/inspiration-in-nature';
import { lightShadowForm } from './texts/light-shadow-form';
import { palettesThatSing } from './texts/palettes-that-sing';
import { countBodyWords, readingMinutes } from './reading';
import type { Article, ArticleSource } from './types';

export type { Article } from './types';

/** 'Light, Shadow and Form' → 'light-shadow-and-form'. */
export const slugify = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const prepare = (source: ArticleSource): Article => {
  const words = countBodyWords(source.body);
  return { ...source, slug: slugify(source.title), words, readMinutes: readingMinutes(words) };
};

/** The blog's nine guides, in the order of the topic cards on /blogpost. */
export const articles: readonly Article[] = [
  dailySketchingHabit,
  palettesThatSing,
  brushesAndTools,
  lightShadowForm,
  compositionMadeSimple,
  calmDigitalWorkflow,
  inspirationInNature,
  drawingHands,
  growingAnArtCareer,
].map(prepare);

export const articlePath = (article: Pick<Article, 'slug'>) => `/blogpost/${article.slug}`;

/** Addresses match whatever the case, like every route of the site. */
export const findArticle = (slug: string): Article | undefined => {
  const wanted = slug.toLowerCase();
  return articles.find((article) => article.slug === wanted);
};

/** The articles before and after this one in the blog's order (none past either end). */
export function neighbours(article: Article): { previous?: Article; next?: Article } {
  const at = articles.findIndex((candidate) => candidate.slug === article.slug);
  return { previous: articles[at - 1], next: at < 0 ? undefined : articles[at + 1] };
}
