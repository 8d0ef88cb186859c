/** Emails are kept and compared as the identity provider keys them: trimmed, without case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** True when `email` names `user`, however the client typed it. */
export const isEmailOf = (user: { email: string }, email: string) =>
  normalizeEmail(user.email) === normalizeEmail(email);
