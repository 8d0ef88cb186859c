import { errorBody } from '@glossy/contract';

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

export const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
