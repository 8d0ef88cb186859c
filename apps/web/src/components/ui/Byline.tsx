import type { ReactNode } from 'react';
import { avatarSrc } from '../../lib/avatar';
import { When } from './When';

/** Who wrote a review, a question or an answer, and when: the avatar, the name, the moment. */
export function Byline({
  name,
  image,
  date,
  size = 'md',
  children,
}: {
  name: string;
  image: string;
  date: string;
  size?: 'sm' | 'md';
  /** Beside the name: a badge, the stars of a review. */
  children?: ReactNode;
}) {
  const avatar = size === 'md' ? 'size-9' : 'size-8';
  return (
    <div className="flex items-center gap-3">
      <img
        src={avatarSrc(image)}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className={`bg-base-300 shrink-0 rounded-full object-cover ${avatar}`}
      />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words">{name}</span>
          {children}
        </p>
        <When iso={date} className="text-base-content/70 text-xs" />
      </div>
    </div>
  );
}
