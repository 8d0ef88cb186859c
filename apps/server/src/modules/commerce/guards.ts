import type { UserRecord } from '../../platform/context';
import { AppError } from '../../platform/errors';

/** Emails are compared as the identity provider stores them: without case. */
export const isOwnEmail = (actor: UserRecord, email: string) =>
  actor.email.toLowerCase() === email.trim().toLowerCase();

/** Carts, orders and payments are their buyer's alone; an admin sees carts, never pays for one. */
export const notYours = () => new AppError(403, 'That belongs to another user.');
