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
