import { usDollars, usNumber } from './us-numbers';

export const formatCount = (value: number) => usNumber(value);

/** Revenue is dollars in the API; cents are kept so small totals still add up visibly. */
export const formatDollars = (value: number) => usDollars(value);
