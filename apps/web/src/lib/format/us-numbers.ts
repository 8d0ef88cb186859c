/**
 * Numbers and dollars as `Intl.NumberFormat('en-US')` writes them, without Intl: a page's first
 * Intl formatter loads the browser's locale data, 15–25 ms of one task on this machine (150–250 ms
 * on a slow phone), for text that is only digits, commas and a dollar sign. Anything a plain
 * decimal cannot hold exactly enough (not finite, a quadrillion or more) is left to Intl.
 */
const largestPlain = 1e15;

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The magnitude rounded as Intl rounds: half away from zero, on the shortest decimal that reads
 * back as the same double ('0.0055', not the binary value just under it that toFixed rounds).
 */
function magnitude(value: number, fractionDigits: number, keepZeros: boolean): string {
  const shortest = Math.abs(value);
  // Below a millionth the shortest form is written with an exponent, and rounds to nothing.
  const [whole = '0', fraction = ''] = shortest < 1e-6 ? ['0'] : String(shortest).split('.');
  let digits = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if ((fraction[fractionDigits] ?? '0') >= '5') {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const wholeDigits = digits.slice(0, digits.length - fractionDigits);
  const kept = digits.slice(digits.length - fractionDigits);
  const shown = keepZeros ? kept : kept.replace(/0+$/, '');
  return shown ? `${grouped(wholeDigits)}.${shown}` : grouped(wholeDigits);
}

const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');
const plain = (value: number) => Number.isFinite(value) && Math.abs(value) < largestPlain;

let intlNumber: Intl.NumberFormat | undefined;

/** '1,234', '0.5', '1,234.568': Intl's en-US default (at most three decimals). */
export function usNumber(value: number): string {
  if (!plain(value)) return (intlNumber ??= new Intl.NumberFormat('en-US')).format(value);
  return sign(value) + magnitude(value, 3, false);
}

const intlDollars = new Map<boolean, Intl.NumberFormat>();

/** '$1,234.50', or with `cents: false` '$1,235': Intl's en-US currency style in US dollars. */
export function usDollars(value: number, { cents = true }: { cents?: boolean } = {}): string {
  if (!plain(value)) {
    let format = intlDollars.get(cents);
    if (!format) {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        ...(cents ? {} : { maximumFractionDigits: 0 }),
      });
      intlDollars.set(cents, format);
    }
    return format.format(value);
  }
  return `${sign(value)}$${magnitude(value, cents ? 2 : 0, true)}`;
}
