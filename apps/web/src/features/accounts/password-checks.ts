import { passwordPolicy } from '@glossy/contract/constants';

export interface Check {
  ok: boolean;
  message: string;
}

/** The live red/green messages under the sign-up and reset password fields. */
export function checkPassword(password: string): Check | undefined {
  if (!password) return undefined;
  if (password.length < passwordPolicy.min) {
    return {
      ok: false,
      message: `Use at least ${passwordPolicy.min} characters (${password.length} so far).`,
    };
  }
  if (password.length > passwordPolicy.max) {
    return { ok: false, message: `Use at most ${passwordPolicy.max} characters.` };
  }
  return { ok: true, message: 'Good password length.' };
}

export function checkConfirmation(password: string, confirmation: string): Check | undefined {
  if (!confirmation) return undefined;
  return confirmation === password
    ? { ok: true, message: 'Passwords match.' }
    : { ok: false, message: 'Passwords do not match.' };
}
