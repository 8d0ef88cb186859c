import type { ArticleBlock, ArticleSpan } from '@glossy/contract';
import { articleLimits } from '@glossy/contract/constants';

/**
 * The article editor's light markdown, to and from the contract's `ArticleBlock[]`:
 *
 *   ## A heading            (one to six #)
 *   - an item / * an item   (a bulleted list)
 *   1. an item              (a numbered list)
 *   ![what it shows](/uploads/picture.webp)   (a picture, alone on its line)
 *   text with a [link](https://example.com) or a [page of ours](/courses)
 *
 * Blank lines separate paragraphs; lines of one paragraph are joined with a space. A backslash
 * keeps a character literal: `\[` and `\]` in text, or a line that starts with `\` (`\## not a
 * heading`). Pure and total: every text gives blocks and, for what cannot be kept, problems.
 */

export interface ArticleProblem {
  /** 1-based line of the text. */
  line: number;
  message: string;
}

export interface ParsedArticle {
  blocks: ArticleBlock[];
  problems: ArticleProblem[];
}

// The contract's rules, checked here so the instructor sees them on the line that breaks them.
const externalHref = /^https?:\/\/[^\s]+$/i;
const internalHref = /^\/(?!\/)[^\s]*$/;
const isHref = (value: string) => externalHref.test(value) || internalHref.test(value);
/** A picture this site serves: a path on this site, never another host. */
const isSitePath = (value: string) => internalHref.test(value);

const headingLine = /^(#{1,6})\s+(.*)$/;
const bulletLine = /^[-*+]\s+(.*)$/;
const numberLine = /^\d{1,9}[.)]\s+(.*)$/;
const imageLine = /^!\[([^\]]*)\]\(\s*([^)\s]*)\s*\)$/;
/** A line whose start would be read as markup, written back with a leading backslash. */
const markupStart = /^(#{1,6}(\s|$)|[-*+](\s|$)|\d{1,9}[.)](\s|$)|!\[|\\)/;

// Control characters are not text to the contract; tabs become spaces, the rest go.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const clean = (text: string) => text.replace(/\t/g, ' ').replace(controls, '');

const {
  heading: headingMax,
  alt: altMax,
  span: spanMax,
  spans: spansMax,
  items: itemsMax,
  blocks: blocksMax,
} = articleLimits;

/**
 * Splits one line's inline text into spans: `[label](href)` becomes a linked span, `\[` and `\]`
 * are literal brackets. A link whose address is not allowed stays as its label, with a problem.
 */
export function parseInline(
  text: string,
  line: number,
  problems: ArticleProblem[] = [],
): ArticleSpan[] {
  const spans: ArticleSpan[] = [];
  let plain = '';
  const flush = () => {
    if (plain) spans.push({ text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && (text[i + 1] === '[' || text[i + 1] === ']' || text[i + 1] === '\\')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '!' && text[i + 1] === '[' && inlineImage.test(text.slice(i))) {
      problems.push({ line, message: 'Put each picture on a line of its own.' });
      i += 1;
      continue;
    }
    if (char === '[') {
      const link = inlineLink.exec(text.slice(i));
      if (link) {
        const label = link[1]!.replace(/\\([[\]\\])/g, '$1');
        const href = link[2]!;
        if (isHref(href)) {
          flush();
          spans.push({ text: label, href });
        } else {
          problems.push({
            line,
            message: href
              ? `The link “${label}” must start with https:// or / (it is “${href}”).`
              : `The link “${label}” has no address.`,
          });
          plain += label;
        }
        i += link[0].length;
        continue;
      }
    }
    plain += char;
    i += 1;
  }
  flush();
  return spans;
}

/** `[label](address)`; the address may hold balanced brackets, as Wikipedia's do. */
const inlineLink = /^\[((?:\\.|[^\]\\])+)\]\(\s*((?:[^()\s]|\([^()\s]*\))*)\s*\)/;
const inlineImage = /^!\[[^\]]*\]\([^)]*\)/;

/** Neighbouring plain spans (from joined lines and escapes) become one; lengths are checked. */
function mergeSpans(spans: ArticleSpan[], line: number, problems: ArticleProblem[]) {
  const merged: ArticleSpan[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && !last.href && !span.href) last.text += span.text;
    else merged.push({ ...span });
  }
  for (const span of merged) {
    if (span.text.length > spanMax) {
      problems.push({ line, message: `Keep each paragraph under ${spanMax} characters.` });
      span.text = span.text.slice(0, spanMax);
    }
  }
  if (merged.length > spansMax) {
    problems.push({ line, message: `Use at most ${spansMax} links in one paragraph or item.` });
  }
  return merged;
}

interface SourceLine {
  line: number;
  text: string;
}

/** Lines of one paragraph or list item, joined with a space, as spans. */
function linesToSpans(lines: SourceLine[], problems: ArticleProblem[]): ArticleSpan[] {
  const spans = lines.flatMap(({ line, text }, k) => {
    const own = parseInline(text, line, problems);
    return k > 0 && own.length ? [{ text: ' ' }, ...own] : own;
  });
  return mergeSpans(spans, lines[0]?.line ?? 1, problems);
}

type Pending =
  | { kind: 'paragraph'; lines: SourceLine[] }
  | { kind: 'list'; ordered: boolean; items: SourceLine[][] };

/** Light markdown → the contract's blocks, and what could not be kept as written. */
export function textToArticle(source: string): ParsedArticle {
  const blocks: ArticleBlock[] = [];
  const problems: ArticleProblem[] = [];
  let pending: Pending | null = null;

  const close = () => {
    if (!pending) return;
    if (pending.kind === 'paragraph') {
      const spans = linesToSpans(pending.lines, problems);
      if (spans.length) blocks.push({ type: 'paragraph', spans });
    } else {
      const items = pending.items
        .map((item) => linesToSpans(item, problems))
        .filter((spans) => spans.length > 0);
      if (items.length > itemsMax) {
        problems.push({
          line: pending.items[itemsMax]![0]!.line,
          message: `Keep lists under ${itemsMax} items.`,
        });
      }
      if (items.length) blocks.push({ type: 'list', ordered: pending.ordered, items });
    }
    pending = null;
  };

  const addText = (line: number, text: string) => {
    if (pending?.kind === 'paragraph') pending.lines.push({ line, text });
    else {
      close();
      pending = { kind: 'paragraph', lines: [{ line, text }] };
    }
  };

  const addItem = (ordered: boolean, line: number, text: string) => {
    if (pending?.kind !== 'list' || pending.ordered !== ordered) {
      close();
      pending = { kind: 'list', ordered, items: [] };
    }
    pending.items.push([{ line, text }]);
  };

  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, index) => {
    const line = index + 1;
    const indented = /^\s/.test(raw);
    const text = clean(raw).trim();
    if (!text) return close();
    // An escaped start: the rest of the line is text, whatever it looks like.
    if (text.startsWith('\\') && markupStart.test(text.slice(1))) {
      return addText(line, text.slice(1));
    }
    const heading = headingLine.exec(text);
    if (heading || /^#{1,6}$/.test(text)) {
      close();
      const title = heading?.[2]?.trim() ?? '';
      if (!title) problems.push({ line, message: 'Write the heading after the ##.' });
      else if (title.length > headingMax) {
        problems.push({ line, message: `Keep headings under ${headingMax} characters.` });
      } else blocks.push({ type: 'heading', text: title });
      return;
    }
    const image = imageLine.exec(text);
    if (image) {
      close();
      const alt = image[1]!.trim();
      const src = image[2]!;
      if (!src) problems.push({ line, message: 'The picture has no address: upload it again.' });
      else if (!isSitePath(src)) {
        problems.push({
          line,
          message: 'Pictures must be uploaded here (their address starts with /uploads/).',
        });
      } else if (!alt) {
        problems.push({
          line,
          message: 'Describe the picture between the brackets: ![what it shows](…)',
        });
      } else if (alt.length > altMax) {
        problems.push({ line, message: `Keep picture descriptions under ${altMax} characters.` });
      } else blocks.push({ type: 'image', src, alt });
      return;
    }
    const item = bulletLine.exec(text) ?? numberLine.exec(text);
    if (item) return addItem(!bulletLine.test(text), line, item[1]!.trim());
    // An indented line under a list item continues that item.
    if (indented && pending?.kind === 'list') {
      pending.items.at(-1)!.push({ line, text });
      return;
    }
    addText(line, text);
  });
  close();
  if (blocks.length > blocksMax) {
    problems.push({
      line: lines.length,
      message: `Articles can have at most ${blocksMax} blocks (headings, paragraphs, lists, pictures).`,
    });
  }
  return { blocks, problems };
}

/** Text that reads back as itself: brackets and backslashes before them escaped. */
const escapeText = (text: string) =>
  text.replace(/\\(?=[[\]\\]|$)/g, '\\\\').replace(/[[\]]/g, '\\$&');
const escapeLabel = escapeText;

function inlineToText(spans: readonly ArticleSpan[]): string {
  return spans
    .map((span) => {
      const text = clean(span.text).replace(/\s*\n\s*/g, ' ');
      return span.href ? `[${escapeLabel(text)}](${span.href})` : escapeText(text);
    })
    .join('');
}

/** A line that must not be read as markup (a paragraph starting with "1. " or "#"). */
const guardStart = (line: string) => (markupStart.test(line) ? `\\${line}` : line);

/** The contract's blocks → the editor's light markdown (the inverse of textToArticle). */
export function articleToText(blocks: readonly ArticleBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `## ${block.text.trim()}`;
        case 'paragraph':
          return guardStart(inlineToText(block.spans).trim());
        case 'list':
          return block.items
            .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${inlineToText(item).trim()}`)
            .join('\n');
        case 'image':
          return `![${block.alt.replace(/[[\]]/g, '')}](${block.src})`;
        default:
          return '';
      }
    })
    .filter(Boolean)
    .join('\n\n');
}
