import type { Post, Profile } from '@glossy/contract';

export { polyfillDialog } from '../support/dialog';

export { renderWithApp, requestsTo, stubApi } from '../support/app';

export const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: '65a000000000000000000001',
    status: 'First ink study\nof my cat',
    image: '/uploads/cat.webp',
    email: null,
    date: hoursAgo(2),
    name: 'Mina Park',
    photo: '/media/students/student-01.webp',
    authorId: '65a0000000000000000000aa',
    likes: 3,
    comments: 1,
    likedByMe: false,
    drawing: null,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: '65a0000000000000000000bb',
    name: 'Ana Lima',
    email: 'ana@example.com',
    role: 'student',
    photo: '/uploads/ana.webp',
    banner: 'https://elsewhere.example/banner.jpg',
    totalFrinds: 42,
    intro: 'I paint birds.',
    Lives: 'Lisbon',
    relations: null,
    Jobs: 'Illustrator',
    School: null,
    Collage: 'Fine Arts Lisbon',
    Profesonal: '',
    Location: 'Porto',
    ...overrides,
  };
}
