import type { ArticleBlock, ArticleSpan } from '@glossy/contract';
import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isSameOrigin } from '../../lib/images';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** A link to a page elsewhere: only http(s); anything else (javascript:, data:) is not a link. */
const externalHref = /^https?:\/\/[^\s]+$/i;
/** A page of this site: one leading slash, never two (that would be another host). */
const internalHref = /^\/(?!\/)[^\s]*$/;

function Span({ span }: { span: ArticleSpan }) {
  const href = span.href?.trim();
  if (href && externalHref.test(href)) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="link link-primary break-words"
      >
        {span.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (href && internalHref.test(href)) {
    return (
      <Link to={href} className="link link-primary break-words">
        {span.text}
      </Link>
    );
  }
  return <>{span.text}</>;
}

function Inline({ spans }: { spans: ArticleSpan[] }): ReactNode {
  return spans.map((span, i) => <Span key={i} span={span} />);
}

function Block({ block, headingLevel }: { block: ArticleBlock; headingLevel: HeadingLevel }) {
  switch (block.type) {
    case 'heading':
      return createElement(
        `h${headingLevel}`,
        { className: 'font-display pt-2 text-xl font-semibold' },
        block.text,
      );
    case 'paragraph':
      return (
        <p className="leading-relaxed break-words">
          <Inline spans={block.spans} />
        </p>
      );
    case 'list': {
      const items = block.items.map((spans, i) => (
        <li key={i} className="leading-relaxed">
          <Inline spans={spans} />
        </li>
      ));
      return block.ordered ? (
        <ol className="list-decimal space-y-2 ps-6">{items}</ol>
      ) : (
        <ul className="list-disc space-y-2 ps-6">{items}</ul>
      );
    }
    case 'image':
      // Only pictures this site serves: the server checks it, and the page never hot-links.
      return isSameOrigin(block.src) ? (
        <figure>
          <img
            src={block.src}
            alt={block.alt}
            loading="lazy"
            decoding="async"
            className="rounded-box bg-base-200 max-h-[640px] w-full object-contain"
          />
        </figure>
      ) : (
        <p className="text-base-content/70">[Picture: {block.alt}]</p>
      );
    default:
      return null;
  }
}

/**
 * An article lesson, rendered from its blocks as React elements: text is always text, links are
 * only http(s) or this site's pages, and nothing is ever parsed as markup or run as script.
 */
export function ArticleView({
  blocks,
  headingLevel = 3,
  className = '',
}: {
  blocks: readonly ArticleBlock[];
  /** The level of the article's own headings, one below the heading the article sits under. */
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  return (
    <div className={`max-w-prose space-y-4 text-base ${className}`}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
