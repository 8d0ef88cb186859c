import { useEffect, useRef, useState } from 'react';

/**
 * A text field bound to a value kept elsewhere (the URL): it shows what the user types at once and
 * commits it after a pause, and it follows outside changes (back/forward, clear filters) unless
 * they only echo what is already typed.
 */
export function useDebouncedField(
  value: string,
  commit: (draft: string) => void,
  delayMs = 250,
): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (value !== seenValue) {
    setSeenValue(value);
    if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), delayMs);
  };
  return [draft, change];
}
