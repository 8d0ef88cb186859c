import { randomUUID } from 'node:crypto';
import { sandboxCards } from '@glossy/contract';
import type { Config } from '../../config';
import { stripeCheckout, type HostedCheckout } from './stripe-checkout';

export type ChargeResult = { paid: true; transactionId: string } | { paid: false; reason: string };

/** Takes a card number on our own payment page and charges it there and then (the sandbox). */
export interface CardPayments {
  readonly kind: 'card';
  readonly name: 'sandbox';
  charge(charge: {
    cardNumber: string;
    amountCents: number;
    orderId: string;
  }): Promise<ChargeResult>;
}

export type PaymentProvider = CardPayments | HostedCheckout;

/** Stripe Checkout when the site has its keys (decision 0017), the built-in sandbox otherwise. */
export function paymentProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return stripeCheckout({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return sandboxPayments();
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
 * The built-in checkout used when no payment provider is configured (decision 0008): no money moves.
 * Any valid card number pays except the decline test card, so both paths can be tried.
 */
export function sandboxPayments(): CardPayments {
  const declined = digitsOnly(sandboxCards.declined);
  return {
    kind: 'card',
    name: 'sandbox',
    async charge({ cardNumber }) {
      const digits = digitsOnly(cardNumber);
      if (!passesLuhn(digits)) return { paid: false, reason: 'Your card number is invalid.' };
      if (digits === declined) return { paid: false, reason: 'Your card was declined.' };
      return { paid: true, transactionId: `sandbox_${randomUUID()}` };
    },
  };
}
