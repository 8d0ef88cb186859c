/**
 * Text that pretends: characters that show nothing, or turn the text after them around, so that a
 * name reads as something it is not ('\u202Egnp.exe' shows as 'exe.png', 'admin\u200B' looks like 'admin').
 */

/** Embeddings, overrides and isolates: everything after them is shown in another direction. */
export const directionOverride = /[\u202A-\u202E\u2066-\u2069]/;
/** Left-to-right, right-to-left and Arabic letter marks: invisible. */
const directionMark = /[\u200E\u200F\u061C]/;
/** Zero-width space, word joiner, byte order mark, Mongolian vowel separator: invisible. */
const zeroWidth = /[\u200B\u2060\uFEFF\u180E]/;
/**
 * The joiners are text between two letters (Persian words, Indic conjuncts) and between two emoji
 * (👩‍🎨, 👨🏽‍💻, ❤️‍🔥); anywhere else they only hide.
 */
const strayJoiner =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/u;

export const noPretending = 'Remove the invisible or direction-changing characters';

/** Whether one line of text (a name, a title) holds a character that pretends. */
export const pretendsInLine = (value: string) =>
  directionOverride.test(value) ||
  directionMark.test(value) ||
  zeroWidth.test(value) ||
  strayJoiner.test(value);

/**
 * Whether running text (a description, a post) turns the direction of what follows: marks and
 * joiners are part of writing in many scripts there, overrides never are.
 */
export const pretendsInText = (value: string) => directionOverride.test(value);
