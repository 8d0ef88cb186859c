import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../src/lib/auth/session';
import { PostCard } from '../../src/features/community/PostCard';
import { makePost, renderWithApp, stubApi } from '../community/harness';
import { ana, sessionState } from '../community/session-mock';

vi.mock('../../src/lib/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  const { mockedSession } = await import('../community/session-mock');
  return { ...actual, useSession: mockedSession };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionState.user = null;
});

const roleAnswers = (admin: boolean) => ({
  'GET /api/users/admin/ana%40example.com': { body: { admin } },
  'GET /api/users/instructor/ana%40example.com': { body: { instructor: false } },
});

describe('Post card for an admin', () => {
  it('lets an admin delete someone else’s post', async () => {
    sessionState.user = ana;
    stubApi(roleAnswers(true));
    renderWithApp(<PostCard post={makePost({ email: 'bo@example.com' })} />);
    expect(await screen.findByRole('button', { name: 'Delete post' })).toBeTruthy();
  });

  it('does not offer it to a student on someone else’s post', async () => {
    sessionState.user = ana;
    const fetchMock = stubApi(roleAnswers(false));
    renderWithApp(<PostCard post={makePost({ email: 'bo@example.com' })} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Delete post' })).toBeNull();
  });
});
