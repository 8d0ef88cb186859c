import { course, figure, h2, link, ol, p, pictures, ul } from '../blocks';
import type { ArticleSource } from '../types';

export const palettesThatSing: ArticleSource = {
  title: 'Palettes That Sing',
  excerpt:
    'Start from three colours, not thirty. A practical way to build harmonious palettes for any mood.',
  author: 'Priya Raman',
  published: '2025-02-04',
  cover: pictures.topic(2),
  coverAlt:
    'A fan of colour swatches running from deep teal through ochre and orange to plum, on a dark background',
  body: [
    p(
      'Open any painting app and you are offered sixteen million colours. That freedom is the reason so many beginner paintings look muddy or chaotic: every colour was chosen on its own, and none of them were chosen for each other. Strong palettes come from the opposite direction. Start with very few colours, decide how they relate, and let everything else be mixed from them.',
    ),
    h2('Begin with three'),
    p(
      'Pick a dominant colour, a secondary colour and an accent. The dominant colour covers most of the picture and sets the mood: a dusty blue for a quiet evening, a warm ochre for a summer afternoon. The secondary colour supports it, usually a neighbour on the colour wheel or a muted version of its complement. The accent is small and bright, and it goes exactly where you want the eye to land.',
    ),
    p(
      'A useful proportion is roughly 60, 30 and 10 percent. It is not a law, but it stops the three colours from fighting for attention. When two colours cover equal areas, the picture feels undecided.',
    ),
    figure(
      pictures.duskMountains,
      'Layered misty mountains and pine trees at dusk, painted almost entirely in purples and pinks, with a pale yellow moon',
      'One family of purples and a single pale accent: the moon holds the eye because nothing else competes with it.',
    ),
    h2('Value first, hue second'),
    p(
      'A palette sings only if its values work. Value is how light or dark a colour is, and it carries the drawing: if you photograph a painting and turn it grey, the picture should still read. Before you commit to colours, make a small thumbnail in three greys. Then choose hues that match those values. A pale yellow and a pale blue will sit together on the same plane; a pale yellow and a deep blue will separate into foreground and background.',
    ),
    p(
      'This is why the first lessons of ',
      course('Color Theory for Artists'),
      ' treat hue, value and chroma separately. Once you can see them as three independent dials, you can turn one without upsetting the others.',
    ),
    h2('Four harmonies that always work'),
    ul(
      'Analogous: three neighbours on the wheel, such as yellow, orange and red. Calm and unified, ideal for landscapes and moody light.',
      'Complementary: two opposites, such as blue and orange. Use one as the dominant colour and the other only as an accent, or they will vibrate against each other.',
      'Split complementary: one colour and the two neighbours of its opposite. It keeps the energy of complements with less tension.',
      'Limited earth palette: a warm ochre, a red-brown, a blue and white. Painters have used versions of it for centuries because it mixes convincing skin, stone and sky.',
    ),
    figure(
      pictures.colourWheel,
      'A colour wheel beside four squares, each holding a smaller square of another colour to show how surroundings change a colour',
      'The same colour looks different on different grounds. Test swatches in context, never alone.',
    ),
    h2('Temperature tells the story'),
    p(
      'Beyond hue, every colour leans warm or cool. In daylight scenes the light is often warm and the shadows cool, because shadows are lit by the blue sky. Indoors under a lamp it can be the other way round. Choosing which way your picture leans is a storytelling decision: warm light suggests comfort and late afternoon, cool light suggests distance, night or calm.',
    ),
    p(
      'Landscape painters use this constantly. In ',
      course('Watercolor Landscapes'),
      ' you layer warm foregrounds over cool, pale distances, which is why the hills seem to recede into the paper.',
    ),
    h2('A practical routine'),
    ol(
      'Make a greyscale thumbnail the size of a postage stamp.',
      'Choose a harmony and pick three colours that match the thumbnail’s values.',
      'Paint them in a small swatch strip at the edge of your canvas and sample only from it.',
      'Mix every other colour between those three. If you need something new, add it deliberately and note why.',
    ),
    p(
      'On the ',
      link('sketchpad', '/canvas'),
      ' you can keep the swatch strip on its own layer and hide it before you export. Try the routine on one small study this week. You will find that limiting the colours does not limit the picture; it gives it a voice.',
    ),
  ],
};
