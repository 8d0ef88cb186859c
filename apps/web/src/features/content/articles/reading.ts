import type { Block, Span } from './types';

/** An unhurried reader of instructional prose. */
export const wordsPerMinute = 220;

/** Words are runs between spaces that hold a letter or digit (a lone dash is no word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export const spanText = (span: Span): string =>
  typeof span === 'string' ? span : span.kind === 'link' ? span.text : (span.text ?? span.name);

const spansText = (spans: Span[]) => spans.map(spanText).join('');

/** The text a reader reads of one block, one string per line of it (the alt text is not read). */
export function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'heading':
      return [block.text];
    case 'paragraph':
      return [spansText(block.spans)];
    case 'list':
      return block.items.map(spansText);
    case 'image':
      return block.caption ? [block.caption] : [];
  }
}

export const countBodyWords = (body: readonly Block[]): number =>
  body.flatMap(blockTexts).reduce((sum, text) => sum + countWords(text), 0);

/** Whole minutes, taken up to the next one: a 4.1-minute read is shown as 5. */
export const readingMinutes = (words: number): number =>
  Math.max(1, Math.ceil(words / wordsPerMinute));
