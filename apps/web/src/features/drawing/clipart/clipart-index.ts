import { useQuery } from '@tanstack/react-query';

/** One piece of the library: its file (/studio/clipart/{id}.svg), name, tags and shelf. */
export interface ClipartPiece {
  id: string;
  name: string;
  tags: string;
  group: number;
}

export interface ClipartLibraryIndex {
  /** Shelf names by number; null for a number no piece uses. */
  groups: (string | null)[];
  pieces: ClipartPiece[];
}

type IndexFile = { groups: (string | null)[]; pieces: [string, string, string, number][] };

export const clipartUrl = (piece: Pick<ClipartPiece, 'id'>) => `/studio/clipart/${piece.id}.svg`;

async function fetchIndex(signal: AbortSignal): Promise<ClipartLibraryIndex> {
  const res = await fetch('/studio/clipart/index.json', { signal });
  if (!res.ok) throw new Error('The clipart library could not be loaded.');
  const file = (await res.json()) as IndexFile;
  return {
    groups: file.groups,
    pieces: file.pieces.map(([id, name, tags, group]) => ({ id, name, tags, group })),
  };
}

/** The library's index, fetched once when the library is first opened (never before). */
export function useClipartIndex() {
  return useQuery({
    queryKey: ['studio', 'clipart'],
    queryFn: ({ signal }) => fetchIndex(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The pieces whose name or tags hold every word of the query, at a word's start ('cat' finds
 * 'cat face' and 'catch', not 'bobcat'), names first; on one shelf when `group` is given.
 */
export function searchClipart(
  pieces: readonly ClipartPiece[],
  query: string,
  group: number | null,
): ClipartPiece[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const onShelf = group === null ? pieces : pieces.filter((piece) => piece.group === group);
  if (words.length === 0) return [...onShelf];
  const startsWord = (text: string, word: string) =>
    text.startsWith(word) || text.includes(` ${word}`) || text.includes(`:${word}`);
  const scored: { piece: ClipartPiece; score: number }[] = [];
  for (const piece of onShelf) {
    const name = piece.name.toLowerCase();
    let score = 0;
    for (const word of words) {
      if (startsWord(name, word)) score += 2;
      else if (startsWord(piece.tags, word)) score += 1;
      else {
        score = -1;
        break;
      }
    }
    if (score > 0) scored.push({ piece, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.piece);
}
