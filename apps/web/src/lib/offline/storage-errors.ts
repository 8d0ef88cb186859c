/** Whether a failure to keep something on the device was the device being full. */
export const isQuotaError = (err: unknown) =>
  (err instanceof DOMException || err instanceof Error) && err.name === 'QuotaExceededError';
