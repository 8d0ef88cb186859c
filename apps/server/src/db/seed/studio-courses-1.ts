import {
  article,
  bullets,
  chapter,
  exercise,
  heading,
  para,
  picture,
  steps,
  video,
  type ChapterSpec,
} from './studio-lessons';

// Curricula of the demo courses of Maya Okafor and Lucas Ferreira, keyed by course name.
// Each grows from the course's catalog syllabus into chapters of videos, articles and exercises.

export const curriculaMayaLucas: Record<string, ChapterSpec[]> = {
  'Foundations of Drawing': [
    chapter(
      'Seeing like an artist',
      video('Seeing shapes, not things', 18),
      article(
        'Your kit: paper, pencils and the sketchpad',
        6,
        heading('Start with less'),
        para(
          'You need one HB and one 4B pencil, a kneaded eraser and cheap paper you are not afraid to waste. Everything in this course also works on the [sketchpad](/canvas): its Pencil brush responds to pressure like graphite does.',
        ),
        bullets(
          'HB for construction lines you can draw over',
          '4B (or the Pencil brush at full pressure) for darks',
          'A kneaded eraser to lift highlights rather than scrub',
        ),
        picture(
          '/media/lessons/still-life.webp',
          'A graphite still life of a sphere, a cube and a vase',
        ),
        para(
          'Questions about devices and styluses are answered in the [FAQ](/faq). Draw a little every day; ten minutes beats an hour on Sunday.',
        ),
      ),
      exercise(
        'Block in the still life with simple shapes',
        20,
        'still-life',
        'cube',
        'Load the reference and find the big shapes first: a circle, a box, a bottle. Draw each with light construction lines, checking angles against the horizon, before committing a single dark line. Stop after 20 minutes even if it feels unfinished.',
      ),
    ),
    chapter(
      'Line and value',
      video('Line weight and confident marks', 22),
      article(
        'Value scales and light logic',
        9,
        heading('Light has a logic'),
        para(
          'Every lit form shows the same families of value: light, halftone, core shadow, reflected light and cast shadow. Name them on the reference before you shade, and your drawings stop looking flat.',
        ),
        steps(
          'Draw a strip of five boxes and fill them from white to your darkest dark.',
          'Squint at the reference until only those five values remain.',
          'Shade each area of the drawing with the matching box, darkest first.',
        ),
        para(
          'The halftone is where form lives: keep it wide and soft. Compare your scale with the value studies on the [gallery of student work](/allpost).',
        ),
      ),
      exercise(
        'Shade a sphere with a five-step value scale',
        25,
        'still-life',
        'sphere',
        'Draw a circle, decide where the light comes from, and place the terminator. Build the shadow side with strokes that follow the form, then add a cast shadow that is darkest where the ball touches the table. Keep the light side paper-white.',
      ),
    ),
    chapter(
      'From study to finished piece',
      video('Hatching and cross-hatching', 20),
      exercise(
        'Hatch the cube: three values, one light',
        25,
        'still-life',
        'cube',
        'Construct a cube in two-point perspective. Leave the top plane white, hatch the lit side with one layer and the shadow side with two crossing layers, and ground it with a hatched cast shadow.',
      ),
      article(
        'A checklist for drawing from observation',
        7,
        heading('Before you call it finished'),
        bullets(
          'Are the proportions right? Measure with your pencil at arm’s length.',
          'Is there one clear light direction?',
          'Do the darkest darks sit where forms touch?',
          'Did you leave real whites?',
        ),
        para(
          'Share the result on [the feed](/allpost) and ask for one specific piece of feedback.',
        ),
      ),
      video('Still life from observation', 35),
    ),
  ],

  'Ink & Line Art': [
    chapter(
      'Choosing a line',
      video('Choosing a line', 15),
      article(
        'Pens, nibs and the digital fineliner',
        7,
        heading('Ink does not forgive, and that is the point'),
        para(
          'A fineliner gives one even width; a brush pen swells with pressure. On the [sketchpad](/canvas), Fineliner and Brush pen behave the same way, so you can practise both without buying anything.',
        ),
        bullets(
          'Fineliner: outlines, hatching, technical lines',
          'Brush pen: living contours, weight on the shadow side',
          'Calligraphy: lettering and sharp, angled strokes',
        ),
        picture('/media/courses/course-07.webp', 'Flowing ink lines and botanical sprigs'),
      ),
      exercise(
        'Blind contour warm-up',
        10,
        'botanical',
        null,
        'Look only at the reference, never at your page, and follow the edges of one sprig in a single slow line. Do three, two minutes each. They will look strange; that is the exercise working.',
      ),
    ),
    chapter(
      'Contour and texture',
      video('Contour and blind contour', 20),
      exercise(
        'Build a texture library',
        22,
        'botanical',
        'cube',
        'Draw a grid of nine boxes. Fill each with one texture made only of lines: parallel hatching, cross-hatching, stipple, scribble, wood grain, bark, fur, water, stone. Label them; you will reuse them for the rest of the course.',
      ),
      article(
        'Ten textures worth stealing',
        8,
        heading('Texture is a pattern of marks'),
        para(
          'Every texture you see in ink is a repeatable mark. Learn the mark, then vary its spacing to make value.',
        ),
        bullets(
          'Parallel hatching, tight for dark and loose for light',
          'Cross-hatching at 45 degrees',
          'Stippling: dots, never dashes',
          'Contour hatching that follows the form',
          'Broken lines for soft edges',
        ),
        para(
          'Browse [the blog](/blogpost) for ink studies by other students and copy one texture you like.',
        ),
      ),
    ),
    chapter(
      'Botanical studies',
      video('Botanical studies', 28),
      exercise(
        'Ink a botanical study',
        30,
        'botanical',
        'botanical',
        'Pick one stem from the reference. Draw the stem as one confident line, add the leaves as two curves meeting at the tip, then the veins with a thinner pen. Finish with a single flower.',
      ),
      video('A finished ink piece', 35),
    ),
  ],

  'Digital Painting Essentials': [
    chapter(
      'Your digital studio',
      video('Your digital studio', 15),
      article(
        'A tour of the sketchpad’s brushes',
        8,
        heading('Eighteen brushes, four families'),
        para(
          'Open the [sketchpad](/canvas) beside this lesson. Its brushes fall into four families, and knowing which family you are in tells you how a stroke will behave.',
        ),
        bullets(
          'Dry media: Pencil, Charcoal, Crayon, with paper grain',
          'Ink: Pen, Fineliner, Brush pen, Calligraphy',
          'Paint: Soft round, Oil bristle, Watercolour, Marker',
          'Effects: Airbrush, Spray, Neon, Stipple, Pixel',
        ),
        picture(
          '/media/courses/course-02.webp',
          'A painterly landscape at dusk made with soft brushes',
        ),
        para('Pressure changes size on ink brushes and opacity on paint brushes. Try both.'),
      ),
      exercise(
        'Brush sampler: pressure and opacity',
        15,
        'landscape',
        'colour',
        'Make a sampler page: one row per brush family, each stroke from light to heavy pressure. Add a nine-step value scale with the Soft round brush. Keep the page; it is your reference for the whole course.',
      ),
    ),
    chapter(
      'Layers and blocking in',
      video('Layers without chaos', 21),
      video('Blocking in a landscape', 30),
      article(
        'A layer stack that stays tidy',
        7,
        heading('Name layers by distance, not by colour'),
        steps(
          'Sky on the bottom layer, filled flat.',
          'One layer for each distance: far, middle, near.',
          'Details and highlights on a top layer you can hide.',
        ),
        para(
          'Five layers are enough for a landscape. If you need more, merge the ones you have finished. The [FAQ](/faq) explains how drawings are saved.',
        ),
      ),
      exercise(
        'Block in a landscape in three values',
        30,
        'landscape',
        'landscape',
        'Using the reference, block in sky, far hills, middle hills and foreground on separate layers, each a single flat value. Only when the values read from across the room, add trees and reflections on a detail layer.',
      ),
    ),
    chapter(
      'Edges, detail and finish',
      video('Edges, detail and finish', 28),
      exercise(
        'Paint the sphere: warm light, cool shadow',
        25,
        'still-life',
        'colour',
        'Paint one sphere in a warm orange. Add the shadow as a cool, transparent blue that follows the form, keep one soft highlight, and ground it with a flat cast shadow. Compare hard and soft edges.',
      ),
    ),
  ],

  'Perspective & Environments': [
    chapter(
      'Horizon and vanishing points',
      video('Horizon and vanishing points', 19),
      article(
        'Where is the horizon? Eye level explained',
        8,
        heading('The horizon is your eye level'),
        para(
          'The horizon line is always at the height of your eyes. Crouch and it drops; climb stairs and it rises. Everything above it you see from below, everything under it from above.',
        ),
        bullets(
          'One-point: you face a wall or street straight on',
          'Two-point: you look at a corner',
          'Three-point: you look up at a tower or down from one',
        ),
        picture(
          '/media/lessons/street.webp',
          'Buildings at a street corner in two-point perspective',
        ),
        para('Draw with the [sketchpad](/canvas) Line shape for your construction lines.'),
      ),
      exercise(
        'Draw boxes above and below the horizon',
        20,
        'street',
        'cube',
        'Draw a horizon and two vanishing points far apart. Draw three boxes below the horizon, one across it and one above it. Check every edge: it either goes to a vanishing point or is vertical.',
      ),
    ),
    chapter(
      'Streets in two-point perspective',
      video('Boxes in space', 23),
      video('Two-point streets', 27),
      exercise(
        'A street corner in two-point perspective',
        35,
        'street',
        'street',
        'Draw the corner of a building from the reference: the nearest vertical edge first, then the top and bottom edges to both vanishing points. Divide the walls into floors and place the windows on the same guides.',
      ),
    ),
    chapter(
      'Drama and atmosphere',
      video('Three-point drama', 25),
      article(
        'Atmospheric perspective in five rules',
        9,
        heading('Air is a colour'),
        steps(
          'Things get lighter as they recede.',
          'They lose contrast: darks lift first.',
          'They shift towards the sky’s colour.',
          'Edges soften.',
          'Detail disappears; keep it for the foreground.',
        ),
        picture('/media/lessons/landscape.webp', 'Hills fading into a hazy sky at sunset'),
        para(
          'Paint the distances on separate layers of the [sketchpad](/canvas) so you can push each one lighter until the depth reads.',
        ),
      ),
      exercise(
        'Push three distances with value',
        30,
        'landscape',
        'landscape',
        'Paint three ridges, each lighter, cooler and softer than the one in front. Put your only sharp edge and darkest dark in the foreground.',
      ),
      video('Atmosphere and light', 30),
    ),
  ],
};
