import { errorBody } from '@glossy/contract';

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

export const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The two refusals every guarded route documents. */
export const unauthenticated = errorResponse('Not signed in, or the token is invalid');
export const denied = errorResponse('Not allowed');
