import {
  emailQuery,
  modifiedAnswer,
  profileAnswer,
  profileUpdate,
  userIdParam,
} from '@glossy/contract';
import { createApi, createRoute } from '../../platform/http/api';
import { notFound } from '../../platform/http/errors';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { namedFiles } from '../files/named-files';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { authorize } from './policy';
import { presentProfile } from './presenter';
import { profileChanges, profileStore } from './profile-store';

const tags = ['community'];

const readProfile = createRoute({
  method: 'get',
  path: '/unikUser',
  tags,
  summary:
    "A user's profile with the original field names (the user themself or an admin), as an array holding the one profile, like the original server's answer",
  request: { query: emailQuery },
  responses: {
    200: json(profileAnswer, 'The profile, alone in an array'),
    400: errorResponse('Bad query'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such user'),
  },
});

const updateProfile = createRoute({
  method: 'put',
  path: '/updateUser/{id}',
  tags,
  summary:
    'Updates the caller’s own profile (Edit Profile payload); name and photo also reach the session',
  request: { params: userIdParam, body: jsonBody(profileUpdate) },
  responses: {
    200: json(modifiedAnswer, 'modifiedCount is 0 when nothing was sent'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: errorResponse('Not the caller’s own profile'),
  },
});

export function profileRoutes({ db, config, accounts }: ModuleDeps) {
  const store = profileStore(db);
  const files = namedFiles(db, storageFor(config), config.publicUrl);
  return createApi()
    .openapi(readProfile, async (c) => {
      const { email } = c.req.valid('query');
      await authorize(c.var.caller, 'profile:read', { ownerEmail: email });
      const user = await accounts.findByEmail(email);
      if (!user) throw notFound('User');
      // An array, as the original server answered: its profile page maps over it.
      return c.json([presentProfile(user)], 200);
    })
    .openapi(updateProfile, async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      // Only the owner edits: an id that is not the caller's own (malformed or not) is a 403.
      const actor = await authorize(c.var.caller, 'profile:update', { ownerId: id });
      const { paths, named } = await files.checkFields(
        actor,
        { photoValue: body.photoValue, bannerValue: body.bannerValue },
        'picture',
        'public',
      );
      const update = { ...body, ...paths };
      const modifiedCount = await store.update(actor.id, actor.email, profileChanges(update));
      await files.claim(named, 'public');
      return c.json({ modifiedCount }, 200);
    });
}
