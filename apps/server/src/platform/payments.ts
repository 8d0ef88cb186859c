import { randomUUID } from 'node:crypto';
import { sandboxCards } from '@glossy/contract';

export type ChargeResult = { paid: true; transactionId: string } | { paid: false; reason: string };

/** Takes the money for an order. Stripe Checkout is the one to come; the sandbox stands in. */
export interface PaymentProvider {
  readonly name: string;
  charge(charge: {
    cardNumber: string;
    amountCents: number;
    orderId: string;
  }): Promise<ChargeResult>;
}

const digitsOnly = (card: string) => card.replace(/\D/g, '');

/** The check digit every real card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The built-in checkout used when no payment provider is configured (DESIGN §3): no money moves.
 * Any valid card number pays except the decline test card, so both paths can be tried.
 */
export function sandboxPayments(): PaymentProvider {
  const declined = digitsOnly(sandboxCards.declined);
  return {
    name: 'sandbox',
    async charge({ cardNumber }) {
      const digits = digitsOnly(cardNumber);
      if (!passesLuhn(digits)) return { paid: false, reason: 'Your card number is invalid.' };
      if (digits === declined) return { paid: false, reason: 'Your card was declined.' };
      return { paid: true, transactionId: `sandbox_${randomUUID()}` };
    },
  };
}
