import { course, figure, h2, link, ol, p, pictures, ul } from '../blocks';
import type { ArticleSource } from '../types';

export const brushesAndTools: ArticleSource = {
  title: 'Choosing Your Brushes and Tools',
  excerpt:
    'Pencils, pens and digital brushes: what each one is good at, and which five you really need.',
  author: 'Lucas Ferreira',
  published: '2025-02-25',
  cover: pictures.topic(3),
  coverAlt:
    'A glass jar of coloured pencils and a brush, with loose pencils and a paint tube on an orange table',
  body: [
    p(
      'Art-supply shops and brush packs are designed to make you feel that the next tool will unlock your drawing. It rarely does. Most professional illustrators use a surprisingly small kit, and they know each tool so well that it disappears in their hand. This guide will help you choose that kit deliberately, on paper and on screen, and then stop shopping.',
    ),
    h2('What a tool actually changes'),
    p(
      'Every mark-making tool varies along a few dimensions: how much the line responds to pressure, how hard or soft its edge is, how transparent it is, and whether it has texture. Once you think in these terms, a brush list of two hundred entries shrinks to a handful of families. A graphite pencil is narrow, fairly hard-edged, semi-transparent and grainy. A felt fineliner is fixed-width, hard-edged and opaque. A soft round digital brush changes size and opacity with pressure and has a feathered edge.',
    ),
    h2('The traditional starter kit'),
    ul(
      'An HB pencil for light construction and a 4B for darks. Together they cover the whole value range without a dozen grades.',
      'A kneaded eraser. It lifts graphite to make highlights instead of scrubbing the paper.',
      'One fineliner of around 0.3 mm, and a brush pen for lines that swell and taper.',
      'A sketchbook of cheap, smooth paper. Expensive paper makes beginners timid.',
    ),
    p(
      'That is all you need to follow ',
      course('Foundations of Drawing'),
      ' and most of ',
      course('Ink & Line Art'),
      '. Add watercolours or markers later, when a specific project asks for them.',
    ),
    figure(
      pictures.inkBotanicals,
      'Flowers and leafy stems in black ink over a background of fine flowing hatch lines, with one red flower',
      'One fineliner and some patience: line weight, not the number of tools, gives this study its depth.',
    ),
    h2('The digital starter kit'),
    p(
      'Digital painting multiplies the choices, so be stricter with yourself. Five brushes cover almost everything:',
    ),
    ol(
      [
        'A pencil for sketching, with slight texture and pressure controlling opacity. The Pencil brush in our ',
        link('sketchpad', '/canvas'),
        ' is built for exactly this.',
      ],
      'A hard round for clean shapes and line art, with pressure controlling size.',
      'A soft round for gradients, glows and soft shadows.',
      'A textured brush, such as charcoal or oil bristle, to break up flat areas so they feel painted.',
      'An eraser that matches your hard round, so the edges you cut look like the edges you paint.',
    ),
    p(
      'Resist the urge to download brush packs until you have finished a few paintings with these five. When you do add a brush, add it for a reason, such as “I need a foliage texture”, rather than because it looks exciting in a preview.',
    ),
    figure(
      pictures.tablet,
      'A drawing tablet with a stylus painting a wavy orange, yellow and blue line',
      'A pressure-sensitive pen makes brushes respond like real media, but a mouse is enough to start.',
    ),
    h2('Do you need a tablet?'),
    p(
      'No, not to begin. You can learn construction, value and colour with a mouse or a finger on a touch screen. A pressure-sensitive pen becomes worthwhile when you want expressive line weight and painterly blending, which is roughly when you start ',
      course('Digital Painting Essentials'),
      '. An entry-level pen tablet is inexpensive and, for many artists, more comfortable than drawing directly on a screen, because your hand never covers the picture.',
    ),
    h2('Learn one tool deeply'),
    p(
      'Try this exercise with any single brush. Fill a page with rows of marks: the lightest line you can make, the darkest, a line that goes from thin to thick, a flat tone, a smooth gradient, and a texture made only by repeating one mark. Then make a small still life using only that brush. You will discover more range in one tool than you expected, and you will know exactly when a picture really needs a different one.',
    ),
    p(
      'Tools matter, but far less than the hours you spend with them. Choose a small kit, learn its limits, and spend the money you saved on time to draw.',
    ),
  ],
};
