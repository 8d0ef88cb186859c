import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** emojibase's groups, as the clipart library's shelves; 'component' (skin tones…) is no clipart. */
export const clipartGroups = [
  'Smileys & emotion',
  'People & body',
  null,
  'Animals & nature',
  'Food & drink',
  'Travel & places',
  'Activities',
  'Objects',
  'Symbols',
  'Flags',
];

/**
 * Twemoji names its files by code point, lower case, without the variation selector FE0F unless
 * the sequence joins characters with a ZWJ (200D): the rule its own parser follows.
 */
function twemojiFile(hexcode, svgDir) {
  const lower = hexcode.toLowerCase();
  const candidates = lower.includes('200d')
    ? [lower, lower.replaceAll('-fe0f', '')]
    : [lower.replaceAll('-fe0f', ''), lower];
  return candidates.find((name) => existsSync(path.join(svgDir, `${name}.svg`))) ?? null;
}

/**
 * The clipart library: every emoji of emojibase's English data that Twemoji draws, with its name
 * and tags to search by. Built the same way at build time (the index the site serves) and in the
 * test that keeps the home page's count honest.
 */
export function clipartIndex(nodeModules) {
  const emoji = JSON.parse(
    readFileSync(path.join(nodeModules, 'emojibase-data/en/compact.json'), 'utf8'),
  );
  const svgDir = path.join(nodeModules, '@twemoji/svg');
  const pieces = [];
  for (const entry of emoji) {
    if (entry.group === undefined || clipartGroups[entry.group] == null) continue;
    const file = twemojiFile(entry.hexcode, svgDir);
    if (!file) continue;
    pieces.push({ id: file, name: entry.label, tags: entry.tags ?? [], group: entry.group });
  }
  return pieces;
}
