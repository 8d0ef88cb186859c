export const maxPostLength = 5000;

/** The create-post form's client-side checks; undefined when the text may be sent. */
export function checkPostText(text: string): string | undefined {
  if (text.trim().length === 0) return 'Write something before posting.';
  if (text.length > maxPostLength) {
    return `Your post is ${text.length - maxPostLength} characters too long (at most ${maxPostLength}).`;
  }
  return undefined;
}
