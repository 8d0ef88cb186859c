import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const markup = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

function render(label: string, target: string, bold?: string, code?: string): ReactNode {
  if (bold !== undefined) return <strong className="text-base-content">{bold}</strong>;
  if (code !== undefined) {
    return <code className="text-base-content font-mono text-[0.9em] font-semibold">{code}</code>;
  }
  if (target.startsWith('/')) {
    return (
      <Link to={target} className="link link-primary">
        {label}
      </Link>
    );
  }
  return (
    <a href={target} className="link link-primary">
      {label}
    </a>
  );
}

/**
 * Renders plain text in which [label](target) becomes a link, **words** bold and `name` code;
 * nothing else is interpreted, so the text can never inject markup.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(markup)) {
    const [whole, label = '', target = '', bold, code] = match;
    parts.push(text.slice(last, match.index), render(label, target, bold, code));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
