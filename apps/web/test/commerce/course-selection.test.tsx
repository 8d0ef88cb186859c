import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../src/lib/auth/session';
import {
  sameSelectionFor,
  type CourseSelection,
} from '../../src/entities/commerce/useSelectCourse';
import { useWhenSessionKnown } from '../../src/entities/commerce/useWhenSessionKnown';

const session = { ready: false };
vi.mock('../../src/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useSession: () => ({ user: null, loading: false, ready: session.ready, token: null }),
}));

afterEach(() => {
  cleanup();
  session.ready = false;
});

describe('a memoised course card', () => {
  const select = vi.fn();
  const enrol = vi.fn();
  const idle: CourseSelection = { select, enrol, pendingId: null, enrollingId: null };

  it('draws again only when its own course starts or stops waiting', () => {
    const selecting = { ...idle, pendingId: 'a' };
    expect(sameSelectionFor('a', idle, selecting)).toBe(false);
    expect(sameSelectionFor('b', idle, selecting)).toBe(true);
    expect(sameSelectionFor('a', selecting, { ...idle, pendingId: 'b' })).toBe(false);
    expect(sameSelectionFor('c', selecting, { ...idle, pendingId: 'b' })).toBe(true);
    expect(sameSelectionFor('a', idle, { ...idle, enrollingId: 'a' })).toBe(false);
    expect(sameSelectionFor('a', idle, { ...idle, select: vi.fn() })).toBe(false);
  });
});

describe('a course pressed before the session is known', () => {
  it('keeps one `run` for the page’s life and acts, once known, with what the page is now', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ act: chosen }) => useWhenSessionKnown(chosen), {
      initialProps: { act: first },
    });
    const run = result.current.run;
    act(() => run('course-1'));
    expect(result.current.waiting).toBe('course-1');
    expect(first).not.toHaveBeenCalled();

    session.ready = true;
    rerender({ act: latest });
    expect(result.current.run).toBe(run);
    expect(latest).toHaveBeenCalledWith('course-1');
    expect(first).not.toHaveBeenCalled();
    expect(result.current.waiting).toBeNull();

    act(() => run('course-2'));
    expect(latest).toHaveBeenLastCalledWith('course-2');
  });
});
