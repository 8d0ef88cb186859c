import type { ContactMessage } from '@glossy/contract';

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const contactFields: readonly ContactField[] = ['from_name', 'from_email', 'message'];

export const emptyContact: ContactMessage = { from_name: '', from_email: '', message: '' };

// Loose on purpose: the server has the final word; this only catches obvious typos before sending.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same checks and messages as the server's contact schema, so the form answers before sending. */
export function checkContact(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.from_name.trim();
  const message = values.message.trim();
  if (!name) errors.from_name = 'Enter your name';
  else if (name.length > 100) errors.from_name = 'Keep your name under 100 characters';
  if (!emailShape.test(values.from_email.trim()) || values.from_email.length > 254) {
    errors.from_email = 'Enter a valid email address';
  }
  if (!message) errors.message = 'Write a message';
  else if (message.length > 5000) errors.message = 'Keep your message under 5000 characters';
  return errors;
}
