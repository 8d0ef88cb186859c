import { course, figure, h2, link, ol, p, pictures, ul } from '../blocks';
import type { ArticleSource } from '../types';

export const calmDigitalWorkflow: ArticleSource = {
  title: 'A Calm Digital Workflow',
  excerpt: 'Layers, naming and non-destructive habits that keep big paintings under control.',
  author: 'Lucas Ferreira',
  published: '2025-04-29',
  cover: pictures.topic(6),
  coverAlt:
    'A stack of coloured paper layers with a small painted landscape on top and a stylus resting beside it',
  body: [
    p(
      'Digital painting promises freedom: infinite undo, unlimited layers, every colour at once. Without a little structure that freedom turns into chaos. Files grow to a hundred unnamed layers, you cannot find the one holding the shadow you want to adjust, and a single careless stroke destroys an hour of work. A calm workflow is a set of small habits that keeps a painting flexible from the first sketch to the final export.',
    ),
    h2('Work in stages'),
    p(
      'Treat a digital painting as a series of passes, each with a clear job, and finish one pass before you start the next.',
    ),
    ol(
      'Sketch: loose construction on a low-opacity layer. Do not worry about clean lines yet.',
      'Block-in: flat shapes of local colour on separate layers, one per major object or plane of depth.',
      'Light and shadow: form shading on layers above the flat shapes.',
      'Details and edges: the focal point first, everything else only as much as it needs.',
      'Final adjustments: overall colour, contrast and a last check in greyscale.',
    ),
    p(
      'Each stage answers one question at a time. It is much easier to judge a composition in flat colour than under a layer of detail, and much cheaper to fix it there.',
    ),
    figure(
      pictures.landscape,
      'A soft digital landscape of green hills, dark trees and a pale orange sun, painted in loose overlapping layers',
      'Blocked in with big shapes first: sky, far hills, near hills, trees. The detail comes last.',
    ),
    h2('Name and group your layers'),
    p(
      'A layer called “Layer 37” is a small mystery you will have to solve later. Name layers by what they hold, such as “sky”, “far hills” or “figure shadow”, and group them by depth: background, middle ground, foreground. Keep the number of layers modest. Merge a group once you are confident in it, but keep a hidden copy of the unmerged version until the painting is done.',
    ),
    h2('Non-destructive habits'),
    p(
      'Non-destructive means you can change your mind later without repainting. A few habits do most of the work:',
    ),
    ul(
      'Paint shadows and lights on separate layers above the base colour, so you can lower their opacity or shift their hue.',
      'Use a separate layer instead of the eraser for anything you might want back.',
      'Keep the sketch on its own layer and hide it rather than deleting it.',
      'Save numbered versions as you go: landscape-01, landscape-02. Disk space is cheap; lost hours are not.',
    ),
    p(
      'In the Glossy Drawer ',
      link('sketchpad', '/canvas'),
      ', every drawing is saved with its history, so you can replay how it was made. That replay is a wonderful teacher: watching your own strokes shows exactly where you hesitated or overworked an area.',
    ),
    h2('Check the big picture often'),
    p(
      'Zoomed in at 400 percent, every painting looks unfinished, and it is easy to polish one leaf for twenty minutes while the composition falls apart. Every few minutes, zoom out until the picture is the size of a postcard. Flip the canvas horizontally to see it with fresh eyes; errors in proportion jump out at once. Check your values by viewing the picture in greyscale.',
    ),
    h2('Protect your attention'),
    p(
      'A calm workflow is also about the room around the screen. Turn off notifications while you paint, keep your brushes to a handful of favourites, and learn the keyboard shortcuts for the tools you use most, so your eyes stay on the canvas. End each session at a natural stopping point and write a one-line note about what to do next, so that tomorrow starts with a decision already made.',
    ),
    p(
      'These habits are at the heart of ',
      course('Digital Painting Essentials'),
      ', where every landscape is built in the same calm, staged way. Once the structure becomes automatic you stop thinking about files and layers, and all of your attention goes where it belongs: on the painting.',
    ),
  ],
};
