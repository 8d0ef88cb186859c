import { Link } from 'react-router';
import type { Block, Span } from './types';

type CourseHref = (name: string) => string;

function Inline({ spans, courseHref }: { spans: Span[]; courseHref: CourseHref }) {
  return spans.map((span, i) => {
    if (typeof span === 'string') return span;
    const [to, text] =
      span.kind === 'link' ? [span.to, span.text] : [courseHref(span.name), span.text ?? span.name];
    return (
      <Link key={i} to={to} className="link link-primary font-medium">
        {text}
      </Link>
    );
  });
}

function ArticleBlock({ block, courseHref }: { block: Block; courseHref: CourseHref }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="font-display pt-8 text-2xl leading-snug font-semibold sm:text-3xl">
          {block.text}
        </h2>
      ) : (
        <h3 className="font-display pt-2 text-xl leading-snug font-semibold">{block.text}</h3>
      );
    case 'paragraph':
      return (
        <p className="leading-relaxed">
          <Inline spans={block.spans} courseHref={courseHref} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`marker:text-primary space-y-3 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((spans, i) => (
            <li key={i} className="leading-relaxed">
              <Inline spans={spans} courseHref={courseHref} />
            </li>
          ))}
        </List>
      );
    }
    case 'image': {
      const { src, width, height } = block.picture;
      // Upright pictures would tower over the column at full width.
      const upright = height > width;
      return (
        <figure className="py-2">
          <img
            src={src}
            alt={block.alt}
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            className={`rounded-box bg-base-200 h-auto w-full shadow-sm ${upright ? 'mx-auto max-w-sm' : ''}`}
          />
          {block.caption && (
            <figcaption
              className={`text-base-content/75 mt-3 text-sm leading-relaxed ${upright ? 'text-center' : ''}`}
            >
              {block.caption}
            </figcaption>
          )}
        </figure>
      );
    }
  }
}

/**
 * An article's text, rendered from its blocks as React elements (never parsed as markup). Course
 * links lead wherever `courseHref` says, so the body stays free of catalog lookups.
 */
export function ArticleBody({
  blocks,
  courseHref,
  className = '',
}: {
  blocks: readonly Block[];
  courseHref: CourseHref;
  className?: string;
}) {
  return (
    <div data-testid="article-body" className={`flex flex-col gap-5 ${className}`}>
      {blocks.map((block, i) => (
        <ArticleBlock key={i} block={block} courseHref={courseHref} />
      ))}
    </div>
  );
}
