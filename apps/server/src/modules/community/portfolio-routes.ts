import { artistIdParam, artistProfile } from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { notFound } from '../../platform/http/errors';
import type { ModuleDeps } from '../deps';
import { errorResponse, json } from '../openapi';
import { presentArtist } from './presenter';
import { portfolioStore } from './portfolio-store';

const readArtist = createRoute({
  method: 'get',
  path: '/artists/{id}',
  tags: ['community'],
  summary:
    'An artist’s public profile, for anyone: the spec’s profile fields without the email, their public drawings (a portfolio; private ones never), the courses they teach and their certificates',
  request: { params: artistIdParam },
  responses: {
    200: json(artistProfile, 'The profile and portfolio'),
    404: errorResponse('No such user'),
  },
});

export function portfolioRoutes({ db }: ModuleDeps) {
  const store = portfolioStore(db);
  return createApi().openapi(readArtist, async (c) => {
    const found = await store.find(c.req.valid('param').id);
    if (!found) throw notFound('User');
    return c.json(presentArtist(found), 200);
  });
}
