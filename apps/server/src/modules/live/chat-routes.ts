import { chatMessage, eventIdParam } from '@glossy/contract';
import { z } from 'zod';
import { createApi, createRoute } from '../../platform/http/api';
import type { ModuleDeps } from '../deps';
import { errorResponse, json } from '../openapi';
import { eventOr404, liveStore } from './store';

const sessionChat = createRoute({
  method: 'get',
  path: '/events/{id}/chat',
  tags: ['live'],
  summary: "An ended live session's chat, beside its replay (each with its step on the timeline)",
  request: { params: eventIdParam },
  responses: {
    200: json(z.array(chatMessage), 'The chat, in the order it was said'),
    404: errorResponse('No such event'),
  },
});

/** What was said in a session, public as its replay is. */
export function chatRoutes({ db }: ModuleDeps) {
  const store = liveStore(db);
  return createApi().openapi(sessionChat, async (c) => {
    const { id } = c.req.valid('param');
    await eventOr404(store, id);
    return c.json(await store.chatOf(id), 200);
  });
}
