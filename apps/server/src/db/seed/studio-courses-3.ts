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

// Curricula of the demo courses of Daniel Mensah and Priya Raman, keyed by course name.

export const curriculaDanielPriya: Record<string, ChapterSpec[]> = {
  'Figure Drawing & Anatomy': [
    chapter(
      'Gesture',
      video('Gesture in 30 seconds', 20),
      article(
        'How a gesture session works',
        6,
        heading('Fast poses, loose hands'),
        para(
          'A session starts with thirty-second poses and slowly lengthens them. Short poses stop you copying contours and force you to see the movement.',
        ),
        bullets('Ten poses of 30 seconds', 'Five poses of 1 minute', 'Two poses of 5 minutes'),
        para('The [events](/event) page lists live figure sessions you can join.'),
      ),
      exercise(
        'Thirty-second gestures',
        15,
        'figures',
        'gesture',
        'Set a timer for thirty seconds per pose. For each figure in the reference, draw the line of action first, then the head, ribcage and pelvis as simple masses.',
      ),
    ),
    chapter(
      'The mannequin',
      video('The mannequin body', 25),
      video('Torso and pelvis', 28),
      exercise(
        'Build the mannequin over your gestures',
        30,
        'figures',
        null,
        'Take three of your gestures and build a mannequin over each: ribcage as an egg, pelvis as a box, limbs as cylinders. Keep the gesture line visible underneath.',
      ),
    ),
    chapter(
      'Limbs and the long pose',
      video('Arms, hands, legs, feet', 34),
      article(
        'Simplified anatomy: the landmarks that matter',
        10,
        heading('Bones you can see'),
        bullets(
          'Collarbones and the pit of the neck',
          'The bottom of the ribcage',
          'The hip bones at the front of the pelvis',
          'Knees, ankles and the wrist bones',
        ),
        picture('/media/lessons/figures.webp', 'Three mannequin figures in dynamic poses'),
        para(
          'Find each landmark in the reference before you draw a muscle, then check your study against the poses in the [figure events](/event).',
        ),
      ),
      exercise(
        'Long pose study',
        40,
        'figures',
        'gesture',
        'Choose one figure from the reference and spend forty minutes on it: gesture, mannequin, landmarks, then contour. Leave your construction visible.',
      ),
      video('Long pose study, demonstrated', 40),
    ),
  ],

  'Comics & Visual Storytelling': [
    chapter(
      'From script to thumbnails',
      video('Thumbnail scripts', 20),
      article(
        'Writing a page script',
        7,
        heading('One page, one beat'),
        para(
          'A page script lists panels, what we see and what is said. Keep each page to one beat of the story and end it on a reason to turn.',
        ),
        steps(
          'Panel 1: establish where we are.',
          'Panels 2–3: the action.',
          'Last panel: the reaction or the hook.',
        ),
        picture('/media/courses/course-11.webp', 'A comic page with panels and speech balloons'),
        para('Thumbnail the script on the [sketchpad](/canvas) before you write another page.'),
      ),
      exercise(
        'Thumbnail a four-panel page',
        25,
        'figures',
        'panels',
        'Write a four-panel script and thumbnail it small: panel borders, stick figures, a horizon line, and an empty oval for each balloon.',
      ),
    ),
    chapter(
      'Rhythm and camera',
      video('Panel rhythm', 22),
      video('Camera and staging', 26),
      exercise(
        'Stage one scene three ways',
        25,
        'street',
        'panels',
        'Take one moment from your script and draw it as a wide shot, a medium shot and a close-up. Note which one tells the beat best.',
      ),
    ),
    chapter(
      'Lettering and ink',
      article(
        'Leave room for the words',
        6,
        heading('Balloons first'),
        bullets(
          'Place balloons before you draw the art',
          'Read order: left to right, top to bottom',
          'Tails point at the mouth, never cross another tail',
        ),
        para('More on lettering in [the blog](/blogpost).'),
      ),
      video('An inked page', 40),
      exercise(
        'Ink your page',
        40,
        'figures',
        null,
        'Ink the final page from your thumbnails. Panel borders first with the Rectangle shape, then the figures with the Brush pen, balloons last.',
      ),
    ),
  ],

  'Color Theory for Artists': [
    chapter(
      'The three dimensions of colour',
      video('Hue, value, chroma', 18),
      article(
        'A colour vocabulary you can use',
        7,
        heading('Three words, not thirty'),
        bullets(
          'Hue: where the colour sits on the wheel',
          'Value: how light or dark it is',
          'Chroma: how intense it is, from grey to full colour',
        ),
        para(
          'Value does most of the work. If a painting reads in greyscale, any harmony will work. Try the colour picker on the [sketchpad](/canvas).',
        ),
        picture('/media/courses/course-08.webp', 'A colour wheel with colour studies'),
      ),
      exercise(
        'A nine-step value scale and a hue ring',
        20,
        'still-life',
        'colour',
        'Paint a nine-step value scale from white to black, then a ring of twelve hues. Under each hue, note whether it is light or dark at full chroma.',
      ),
    ),
    chapter(
      'Relativity and harmony',
      video('Colour relativity', 21),
      video('Harmonies that work', 24),
      exercise(
        'Three harmonies for one landscape',
        25,
        'landscape',
        'landscape',
        'Paint the reference landscape three times, small: analogous, complementary and triadic. Keep the values the same each time.',
      ),
    ),
    chapter(
      'Light and story',
      video('Warm light, cool shadow', 26),
      article(
        'Choosing a palette for a story',
        8,
        heading('Colour sets the mood before anyone reads a word'),
        steps(
          'Decide the feeling: calm, tense, joyful.',
          'Pick a dominant temperature for it.',
          'Add one accent colour, used sparingly.',
        ),
        para('See how the [gallery](/allpost) uses accents to lead the eye.'),
      ),
      exercise(
        'Warm light, cool shadow on a sphere',
        25,
        'still-life',
        'colour',
        'Paint a sphere lit by warm light. Paint its shadow cool, not just darker, and put a touch of the table’s colour in the reflected light.',
      ),
    ),
  ],

  'Pixel Art & Game Sprites': [
    chapter(
      'Limited palettes',
      video('Limited palettes', 14),
      article(
        'Setting up the sketchpad for pixel art',
        6,
        heading('Small canvas, hard edges'),
        steps(
          'Pick the Pixel brush: it never anti-aliases.',
          'Zoom in until one pixel is a big square.',
          'Choose four colours and do not add a fifth.',
        ),
        para('Open the [sketchpad](/canvas) and try it now; the zoom buttons are at the bottom.'),
        picture('/media/lessons/pixel.webp', 'A pixel-art scene with a castle, trees and a hero'),
      ),
      exercise(
        'A four-colour palette study',
        15,
        'pixel',
        'sprite',
        'Choose four colours: a dark, a light and two mid-tones. Paint a small object three times with them: once flat, once with a shadow, once with a highlight.',
      ),
    ),
    chapter(
      'Lines, tiles and scenes',
      video('Clean pixel lines', 18),
      video('Tiles and scenes', 24),
      exercise(
        'Three ground tiles that repeat',
        20,
        'pixel',
        'sprite',
        'Draw three tiles of ground that repeat without visible seams: grass on top, earth, and a stone variation. Place them in a row to test.',
      ),
    ),
    chapter(
      'Sprites',
      video('Sprites that read', 22),
      article(
        'Anatomy of a walk cycle',
        8,
        heading('Four frames are enough'),
        steps(
          'Contact: both feet on the ground, legs apart.',
          'Down: the body drops, weight on the front leg.',
          'Passing: one leg passes the other, body highest.',
          'Up: push off, then mirror for the other leg.',
        ),
        para('Ask about frame timing in [the FAQ](/faq) or on the feed.'),
      ),
      exercise(
        'A 16×16 hero sprite',
        30,
        'pixel',
        'sprite',
        'Design a hero on a 16×16 grid with your four-colour palette. It must read at 1× zoom: check the silhouette first.',
      ),
      video('A walk cycle', 30),
    ),
  ],
};
