import { describe, expect, it } from 'vitest';
import { sketchpadReach, type ReachChunk } from '../../build/sketchpad-reach';

const chunk = (fileName: string, over: Partial<ReachChunk> = {}): ReachChunk => ({
  fileName,
  facade: null,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  files: [],
  ...over,
});

/** A build shaped like ours: an entry that loads every screen, two of them sketchpads. */
const bundle: ReachChunk[] = [
  chunk('assets/index.js', {
    facade: 'index.html',
    isEntry: true,
    imports: ['assets/react.js'],
    dynamicImports: [
      'assets/CanvasPage.js',
      'assets/PractisePage.js',
      'assets/HomePage.js',
      'assets/toaster.js',
    ],
    files: ['assets/index.css'],
  }),
  chunk('assets/react.js'),
  chunk('assets/toaster.js', { facade: 'node_modules/sonner/dist/index.mjs' }),
  chunk('assets/CanvasPage.js', {
    facade: 'src/features/drawing/CanvasPage.tsx',
    imports: ['assets/index.js', 'assets/sketchpad.js'],
    dynamicImports: ['assets/TextOptions.js'],
  }),
  chunk('assets/TextOptions.js', { imports: ['assets/fonts.js'] }),
  chunk('assets/fonts.js'),
  chunk('assets/sketchpad.js', { files: ['assets/sketchpad.css'] }),
  chunk('assets/PractisePage.js', {
    facade: 'src/features/classroom/practise/PractisePage.tsx',
    imports: ['assets/sketchpad.js'],
  }),
  chunk('assets/HomePage.js', {
    facade: 'src/features/home/HomePage.tsx',
    imports: ['assets/hero.js'],
  }),
  chunk('assets/hero.js'),
];
const sketchpads = [
  'src/features/drawing/CanvasPage.tsx',
  'src/features/classroom/practise/PractisePage.tsx',
];
const allScreens = [...sketchpads, 'src/features/home/HomePage.tsx'];

describe('the sketchpad’s reach, precached by the service worker', () => {
  it('holds the entry, what every page loads, and the sketchpads with what they load on demand', () => {
    expect(sketchpadReach(bundle, sketchpads, allScreens)).toEqual([
      'assets/CanvasPage.js',
      'assets/PractisePage.js',
      'assets/TextOptions.js',
      'assets/fonts.js',
      'assets/index.css',
      'assets/index.js',
      'assets/react.js',
      'assets/sketchpad.css',
      'assets/sketchpad.js',
      'assets/toaster.js',
    ]);
  });

  it('never follows the entry back out to the other screens', () => {
    const reach = sketchpadReach(bundle, sketchpads, allScreens);
    expect(reach).not.toContain('assets/HomePage.js');
    expect(reach).not.toContain('assets/hero.js');
  });

  it('fails the build when a sketchpad screen has no chunk of its own', () => {
    expect(() => sketchpadReach(bundle, ['src/features/drawing/Gone.tsx'], allScreens)).toThrow(
      /Gone\.tsx/,
    );
  });
});
