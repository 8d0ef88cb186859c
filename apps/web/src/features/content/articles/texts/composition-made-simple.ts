import { course, figure, h2, p, pictures, ul } from '../blocks';
import type { ArticleSource } from '../types';

export const compositionMadeSimple: ArticleSource = {
  title: 'Composition Made Simple',
  excerpt:
    'Thirds, triangles and leading lines. Arrange your picture so the eye goes where you want.',
  author: 'Daniel Mensah',
  published: '2025-04-08',
  cover: pictures.topic(5),
  coverAlt:
    'A framed landscape divided by dashed rule-of-thirds lines, with a figure and a sun placed on the crossing points',
  body: [
    p(
      'Composition is the art of deciding where things go, so that the viewer looks where you want, in the order you want. It can sound like a subject for experts, but most strong pictures rest on a few simple ideas. Learn them as tools rather than rules, and you will start to see why some of your drawings feel balanced while others feel as if something is off.',
    ),
    h2('Start with a focal point'),
    p(
      'Every picture needs a boss: one area that matters more than all the others. Decide what it is before you draw anything else. Then give it the most contrast, the sharpest edges, the most detail or the brightest colour. Everything else in the picture should support it by being quieter. When a drawing feels busy, it is usually because three areas are competing for the role of boss.',
    ),
    h2('The rule of thirds, and why it works'),
    p(
      'Divide the frame into three equal parts horizontally and vertically. Placing the focal point near one of the four crossing points usually feels more dynamic than placing it dead centre, because it leaves unequal spaces around it, and unequal spaces create tension and movement. Put the horizon on one of the horizontal lines too: low for a big sky, high for a landscape full of ground.',
    ),
    p(
      'Centred compositions still have their place. Symmetry feels formal, calm or confrontational, which is why it suits portraits and powerful, static moments. The point is to choose the placement rather than fall into it.',
    ),
    h2('Lines that lead'),
    p(
      'Roads, rivers, fences, the edge of a table and the direction of a gaze all act as arrows. Arrange them so they lead towards the focal point rather than out of the frame. Diagonals feel energetic, horizontals feel calm, and verticals feel stable and tall. Perspective is a rich source of leading lines, which is why streets and corridors make such strong pictures. If you want to build them with confidence, ',
      course('Perspective & Environments'),
      ' shows how to place vanishing points so that every line in a scene converges where you intend.',
    ),
    figure(
      pictures.street,
      'A row of tall coloured apartment buildings drawn in perspective, their roof lines converging towards the horizon',
      'Converging lines pull the eye into the picture without a single arrow.',
    ),
    h2('Shapes, triangles and weight'),
    p(
      'Look at your composition as a few big shapes before you think about what they represent. Three objects arranged in a triangle feel stable and connected. A large dark shape on one side can be balanced by a small, very bright shape on the other, just as a child can balance an adult on a seesaw by sitting further out. Negative space, the empty area around your subject, is a shape too; give it a pleasing form and the whole picture breathes.',
    ),
    h2('Thumbnails before drawings'),
    p(
      'The quickest way to improve composition is to make thumbnails: tiny, rough sketches the size of a matchbox, using only three values. Make six of them for every idea, each with a different placement or viewpoint, and pick the strongest. Because each takes a minute, you will never feel attached to a weak layout. Comic artists work this way for every page, and it is the first lesson of ',
      course('Comics & Visual Storytelling'),
      ', where panels, camera angles and reading order are all composition problems.',
    ),
    figure(
      pictures.comicPage,
      'A comic page of five panels: a figure leaping across rooftops, a close-up of an eye, an explosion, two speech bubbles and a diver in the sea',
      'On a comic page, every panel is a composition, and so is the page itself.',
    ),
    h2('A checklist for your next picture'),
    ul(
      'Can you point to the focal point within a second?',
      'Do the strongest lines lead towards it rather than out of the frame?',
      'Does the picture still read as a few clear shapes when you squint?',
      'Is there a quiet area where the eye can rest?',
      'Would a tighter crop make the subject stronger?',
    ),
    p(
      'Run through the checklist with a sketch you have already finished. Quite often a small crop, or moving one object a little, rescues a drawing you were about to throw away.',
    ),
  ],
};
