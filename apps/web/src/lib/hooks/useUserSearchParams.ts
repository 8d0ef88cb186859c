import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageParam } from './usePageParam';

const typingPauseMs = 300;

/**
 * The user list's search and page, kept in the URL (?q=&page=) so a reload or a shared link shows
 * the same list. The search field writes the URL once typing pauses; a new search starts at page 1.
 */
export function useUserSearchParams() {
  const [params, setParams] = useSearchParams();
  const { page, goToPage } = usePageParam();
  const q = (params.get('q') ?? '').trim().slice(0, 100);

  const [draft, setDraft] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // Back/forward changed the URL: the field follows, unless it only echoes what is being typed.
  if (q !== seenQ) {
    setSeenQ(q);
    if (draft.trim() !== q) setDraft(q);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeDraft = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const term = next.trim();
          if (term === (current.get('q') ?? '')) return current;
          if (term) updated.set('q', term);
          else updated.delete('q');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      );
    }, typingPauseMs);
  };

  return { q, page, draft, changeDraft, goToPage };
}
