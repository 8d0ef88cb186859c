/** A single byte range of a file of `size` bytes, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a Range header (RFC 9110 §14.1.2) for one range: `bytes=a-b`, `bytes=a-` or `bytes=-n`.
 * Null means "send the whole file" (no header, another unit, several ranges: all allowed to be
 * ignored); 'unsatisfiable' means the range lies outside the file (answer 416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
