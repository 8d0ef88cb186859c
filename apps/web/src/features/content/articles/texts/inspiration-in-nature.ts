import { course, figure, h2, h3, link, p, pictures } from '../blocks';
import type { ArticleSource } from '../types';

export const inspirationInNature: ArticleSource = {
  title: 'Finding Inspiration in Nature',
  excerpt:
    'Leaves, stones and clouds are endless teachers. Field studies that sharpen observation.',
  author: 'Elena Petrova',
  published: '2025-05-20',
  cover: pictures.topic(7),
  coverAlt: 'Scattered green and orange leaves of many shapes on a cream background',
  body: [
    p(
      'When inspiration runs dry, go outside. Nature is the most patient model there is: a stone will sit for hours, a tree repeats the same lesson every season, and the clouds offer a new composition every minute. Drawing from nature also trains something no tutorial can give you directly: the habit of looking closely at things most people walk past.',
    ),
    h2('Start small: the field study'),
    p(
      'A field study is a quick, honest drawing made on the spot, not a finished picture. Its job is to collect information: how a leaf joins its stem, how light falls through foliage, what colour a shadow on wet sand really is. Take a small sketchbook, a pencil or fineliner and, if you like, a tiny watercolour set. Give yourself ten to fifteen minutes per study and fit several on one page. A page of six imperfect studies teaches more than one laboured drawing.',
    ),
    h2('Leaves, stones and clouds'),
    h3('Leaves'),
    p(
      'Collect five different leaves and draw them side by side. Look at the silhouette first, then the structure: the central vein, the angle of the side veins, the way the edge is toothed or smooth. Draw the same leaf from the side and from below; foreshortening a leaf is excellent practice for drawing hands and other complex forms later. Plants are at the centre of the botanical lessons in ',
      course('Ink & Line Art'),
      ', where contour drawing turns studies like these into elegant finished pieces.',
    ),
    h3('Stones'),
    p(
      'Stones are perfect for practising light and form. They do not move, their planes are clear, and their surfaces show texture: speckles, cracks, a smooth worn face. Light a pebble with a desk lamp or set it in sunlight, then draw its light side, core shadow and cast shadow. Finally, try to suggest its texture with as few marks as possible.',
    ),
    h3('Clouds'),
    p(
      'Clouds teach speed and atmosphere. They change constantly, so you must decide quickly which shapes matter. Notice that clouds have a lit top and a shadowed base, like any other form, and that they grow smaller, flatter and paler towards the horizon. That change with distance, called atmospheric perspective, is one of the most useful tools in landscape painting.',
    ),
    figure(
      pictures.watercolourFlowers,
      'A loose watercolour of pink and yellow flowers in a pale blue pot, with fine ink lines for the stems',
      'Wet colour first, a few ink lines last: a field study does not need to be finished to be useful.',
    ),
    h2('Bring the colour home'),
    p(
      'Colour outdoors is surprisingly hard to remember. Make small colour notes: a swatch of the sky near the horizon and overhead, the green of sunlit grass next to grass in shade, the colour of a shadow on a path. Write the time of day beside them. Back at your desk these notes are worth more than a photograph, because a camera flattens exactly the subtle shifts you noticed. If watercolour appeals to you, ',
      course('Watercolor Landscapes'),
      ' shows how to turn notes like these into layered, luminous skies and hills.',
    ),
    h2('Design from nature'),
    p(
      'Nature is not only something to copy. Designers borrow from it constantly: the pattern of a fish’s scales becomes a fabric, the curl of a fern becomes a character’s hair, and the shell of a beetle becomes armour for a creature. Keep a page in your sketchbook for shapes you find interesting, with no plan for them. Months later that page will feed a design you could never have invented from nothing.',
    ),
    figure(
      pictures.koiPond,
      'Three koi fish swimming between green lily pads on a dark teal pond rippled with fine lines',
      'Pattern, rhythm and colour, all borrowed from one garden pond.',
    ),
    h2('Make it a ritual'),
    p(
      'Choose one walk a week as your drawing walk. Take the same route for a month and draw one thing on it each time: the same tree in different light, the same corner of a park in rain and in sunshine. Repetition reveals change, and change is where the most interesting pictures hide. Share your pages with the ',
      link('community', '/allpost'),
      '; nature studies are among the most-loved posts there, because everyone recognises the world in them.',
    ),
  ],
};
