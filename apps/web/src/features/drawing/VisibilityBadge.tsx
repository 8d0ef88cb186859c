import type { DrawingVisibility } from '@glossy/contract';

/** Public or Private: the word in the page's own ink (always readable), its colour in the dot. */
export function VisibilityBadge({
  visibility,
  pending = false,
  small = false,
}: {
  visibility: DrawingVisibility;
  pending?: boolean;
  small?: boolean;
}) {
  const isPublic = visibility === 'public';
  return (
    <span
      className={`badge text-base-content shrink-0 gap-1.5 font-medium whitespace-nowrap ${small ? 'badge-sm' : ''} ${isPublic ? 'bg-success/12' : 'bg-base-200'}`}
    >
      {pending ? (
        <span className="loading loading-spinner size-2.5 border" aria-hidden="true" />
      ) : (
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${isPublic ? 'bg-success' : 'bg-base-content/40'}`}
        />
      )}
      {isPublic ? 'Public' : 'Private'}
    </span>
  );
}
