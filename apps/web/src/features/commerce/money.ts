/** Adds dollar amounts in whole cents, so 19.99 + 29.99 is 49.98 and not 49.980000000000004. */
export function sumDollars(amounts: readonly number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
