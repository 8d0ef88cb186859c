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
      video('Gesture in 30 seconds', 'gesture'),
      article(
        'How a gesture session works',
        heading('Fast poses, loose hands'),
        para(
          'A session starts with thirty-second poses and slowly lengthens them. Short poses stop you copying contours and force you to see the movement.',
        ),
        bullets('Ten poses of 30 seconds', 'Five poses of 1 minute', 'Two poses of 5 minutes'),
        para('The [events](/event) page lists live figure sessions you can join.'),
        heading('A typical session'),
        bullets(
          'Ten poses of thirty seconds to warm up.',
          'Five poses of one minute.',
          'Three poses of five minutes.',
          'One long pose of twenty minutes or more.',
        ),
        para(
          'The short poses are the important ones. With only thirty seconds you cannot copy outlines, so you are forced to see the movement: the curve of the spine, the tilt of the hips against the shoulders, where the weight falls. Start every gesture with the line of action, one curve from head to the standing foot, and hang everything else on it.',
        ),
        para(
          'Use the timer and stop when it ends, even in the middle of a line. Speed is the point. Draw on cheap paper or a fresh sketchpad page for each pose, and do not erase: a wrong line next to a right one teaches you more than a clean page. Review the whole set at the end and circle the three gestures that feel most alive.',
        ),
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
      video('The mannequin body', 'gesture'),
      video('Torso and pelvis', 'gesture'),
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
      video('Arms, hands, legs, feet', 'gesture'),
      article(
        'Simplified anatomy: the landmarks that matter',
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
        heading('Landmarks you can see on any body'),
        bullets(
          'The pit of the neck, between the collarbones.',
          'The bottom of the ribcage, the widest point of the torso.',
          'The front points of the pelvis, where the belt would sit.',
          'The kneecaps and the ankle bones, inner higher than outer.',
          'The seventh neck vertebra, the bump at the base of the neck.',
        ),
        para(
          'These points sit close to the skin on almost every body, whatever the muscle and fat around them. Place them first and the proportions follow. The ribcage and pelvis are the two big masses; the distance and twist between them tells you almost everything about the pose.',
        ),
        para(
          'Learn muscles later, as shapes that connect landmarks, not as a list of names. A muscle drawn without knowing where it starts and ends becomes a lump; one drawn between two landmarks explains the form.',
        ),
      ),
      exercise(
        'Long pose study',
        40,
        'figures',
        'gesture',
        'Choose one figure from the reference and spend forty minutes on it: gesture, mannequin, landmarks, then contour. Leave your construction visible.',
      ),
      video('Long pose study, demonstrated', 'gesture'),
    ),
  ],

  'Comics & Visual Storytelling': [
    chapter(
      'From script to thumbnails',
      video('Thumbnail scripts', 'panels'),
      article(
        'Writing a page script',
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
        heading('Write it as panels, not prose'),
        para(
          'A page script lists each panel with what we see and what is said, in order. Number the panels and keep each description to two or three lines: the place, who is in it, what they are doing, and the camera. Dialogue goes under the panel with the speaker’s name, one balloon per line. If a panel needs a paragraph of description, it is probably two panels.',
        ),
        para(
          'Plan the page turn. The last panel of a right-hand page should make the reader want to turn; the reveal belongs at the top of the next page, where it cannot be seen early.',
        ),
        heading('Check before you thumbnail'),
        bullets(
          'Four to six panels a page for a beginner.',
          'No more than about twenty-five words in a balloon.',
          'One action per panel: a character cannot open a door and sit down in the same frame.',
        ),
      ),
      exercise(
        'Thumbnail a four-panel page',
        25,
        'comic-page',
        'panels',
        'Write a four-panel script and thumbnail it small: panel borders, stick figures, a horizon line, and an empty oval for each balloon.',
      ),
    ),
    chapter(
      'Rhythm and camera',
      video('Panel rhythm', 'panels'),
      video('Camera and staging', 'panels'),
      exercise(
        'Stage one scene three ways',
        25,
        'comic-page',
        'panels',
        'Take one moment from your script and draw it as a wide shot, a medium shot and a close-up. Note which one tells the beat best.',
      ),
    ),
    chapter(
      'Lettering and ink',
      article(
        'Leave room for the words',
        heading('Balloons first'),
        bullets(
          'Place balloons before you draw the art',
          'Read order: left to right, top to bottom',
          'Tails point at the mouth, never cross another tail',
        ),
        para('More on lettering in [the blog](/blogpost).'),
        heading('Letter first, then draw'),
        para(
          'Balloons are part of the composition, not something added at the end. Place them in the thumbnail stage, written out in full, before you draw the figures. Reading runs from the top left to the bottom right, so the first speaker should be on the left and higher in the panel. If the balloons must cross each other to be read in order, restage the panel.',
        ),
        para(
          'Give text about a third of each panel as a rule of thumb, more for conversation scenes. Put the balloons over areas with little detail, like sky or walls, and never over a face or a hand doing something important.',
        ),
        steps(
          'Write the dialogue in the panel in pencil.',
          'Draw the balloon shapes around it, with tails pointing at the speakers’ mouths.',
          'Only then draw the scene in the space left.',
        ),
        para(
          'Letter at the size it will be printed or read on a phone. Tiny lettering is the most common reason readers give up on a page.',
        ),
      ),
      video('An inked page', 'panels'),
      exercise(
        'Ink your page',
        40,
        'comic-page',
        null,
        'Ink the final page from your thumbnails. Panel borders first with the Rectangle shape, then the figures with the Brush pen, balloons last.',
      ),
    ),
  ],

  'Color Theory for Artists': [
    chapter(
      'The three dimensions of colour',
      video('Hue, value, chroma', 'colour'),
      article(
        'A colour vocabulary you can use',
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
        heading('Three words instead of one'),
        para(
          'Saying a colour is “too red” does not tell you what to change. Describe every colour by its hue, its value and its chroma instead. Hue is the family, such as red or blue-green. Value is how light or dark it is. Chroma is how intense it is compared with a grey of the same value. A colour that looks wrong is almost always wrong in one of the three, and naming which one tells you the fix.',
        ),
        bullets(
          'Too bright: lower the chroma, keep the value.',
          'Too dark: raise the value, check the hue did not shift.',
          'Looks muddy: the chroma is low and the value is wrong; fix the value first.',
        ),
        para(
          'The sketchpad’s colour picker shows hue, saturation and brightness. Saturation is close to chroma; brightness is not value, so check value by turning the picture grey, which you can do by painting on a colour layer set to the Color blend mode in a neutral grey.',
        ),
      ),
      exercise(
        'A nine-step value scale and a hue ring',
        20,
        'colour-studies',
        'colour',
        'Paint a nine-step value scale from white to black, then a ring of twelve hues. Under each hue, note whether it is light or dark at full chroma.',
      ),
    ),
    chapter(
      'Relativity and harmony',
      video('Colour relativity', 'colour'),
      video('Harmonies that work', 'landscape'),
      exercise(
        'Three harmonies for one landscape',
        25,
        'colour-landscape',
        'landscape',
        'Paint the reference landscape three times, small: analogous, complementary and triadic. Keep the values the same each time.',
      ),
    ),
    chapter(
      'Light and story',
      video('Warm light, cool shadow', 'colour'),
      article(
        'Choosing a palette for a story',
        heading('Colour sets the mood before anyone reads a word'),
        steps(
          'Decide the feeling: calm, tense, joyful.',
          'Pick a dominant temperature for it.',
          'Add one accent colour, used sparingly.',
        ),
        para('See how the [gallery](/allpost) uses accents to lead the eye.'),
        heading('Colour tells the reader how to feel'),
        para(
          'Before you pick colours, write one sentence about the mood of the picture: lonely, warm, tense, hopeful. Then choose a dominant hue that carries that mood, a secondary hue that supports it, and a small accent for the focal point. Cool blues and desaturated greens feel quiet or lonely; warm oranges feel close and safe; a saturated red accent in a grey scene pulls every eye to it.',
        ),
        steps(
          'Pick the dominant hue and use it in about two thirds of the picture.',
          'Choose a secondary hue next to it on the wheel for harmony, or opposite for tension.',
          'Save the strongest chroma for the accent, in one place only.',
          'Test the palette on a thumbnail before painting the full picture.',
        ),
        para(
          'Limit yourself to five colours for a first attempt. Fewer colours force better decisions, and the mood comes through more clearly than in a picture that uses everything.',
        ),
      ),
      exercise(
        'Warm light, cool shadow on a sphere',
        25,
        'colour-studies',
        'colour',
        'Paint a sphere lit by warm light. Paint its shadow cool, not just darker, and put a touch of the table’s colour in the reflected light.',
      ),
    ),
  ],

  'Pixel Art & Game Sprites': [
    chapter(
      'Limited palettes',
      video('Limited palettes', 'sprite'),
      article(
        'Setting up the sketchpad for pixel art',
        heading('Small canvas, hard edges'),
        steps(
          'Pick the Pixel brush: it never anti-aliases.',
          'Zoom in until one pixel is a big square.',
          'Choose four colours and do not add a fifth.',
        ),
        para('Open the [sketchpad](/canvas) and try it now; the zoom buttons are at the bottom.'),
        picture('/media/lessons/pixel.webp', 'A pixel-art scene with a castle, trees and a hero'),
        heading('The settings'),
        steps(
          'Start a small document: 64 by 64 pixels is plenty for a sprite sheet.',
          'Zoom in so each pixel is large on screen; the view stays crisp at any zoom.',
          'Pick the Pixel brush at size one. It places exactly one square per click, with no soft edge.',
          'Build a palette of four colours before you start and keep to it.',
        ),
        para(
          'Turn pressure off for the Pixel brush: pixel art is about exact placement, and varying size or opacity makes stray half-pixels that look like dirt at actual size. Use the Fill tool with zero tolerance to flood areas of one colour.',
        ),
        heading('Check at actual size'),
        para(
          'A sprite is seen small. Keep a second view at 100 percent, or zoom out often, and judge the sprite there. Details that look lovely at 800 percent often vanish or turn into noise at real size; if they do, remove them.',
        ),
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
      video('Clean pixel lines', 'sprite'),
      video('Tiles and scenes', 'sprite'),
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
      video('Sprites that read', 'sprite'),
      article(
        'Anatomy of a walk cycle',
        heading('Four frames are enough'),
        steps(
          'Contact: both feet on the ground, legs apart.',
          'Down: the body drops, weight on the front leg.',
          'Passing: one leg passes the other, body highest.',
          'Up: push off, then mirror for the other leg.',
        ),
        para('Ask about frame timing in [the FAQ](/faq) or on the feed.'),
        heading('The four key poses'),
        bullets(
          'Contact: both feet on the ground, legs furthest apart.',
          'Down: the weight drops onto the front leg, the body at its lowest.',
          'Passing: one leg passes the other, the body rising.',
          'Up: the body at its highest, pushing off the back foot.',
        ),
        para(
          'Draw those four for one step, then mirror them for the other leg, and you have an eight-frame cycle. The up and down of the body is what makes the walk feel heavy or light: a big bounce reads as happy or cartoony, a small one as tired or careful.',
        ),
        para(
          'In a sprite, arms swing opposite to the legs, and the head moves up and down with the body by one pixel. Keep the sprite’s outline the same width in every frame, or it will shimmer. Play the frames in a loop at about eight frames a second and fix whichever frame makes the loop jump.',
        ),
      ),
      exercise(
        'A 16×16 hero sprite',
        30,
        'pixel',
        'sprite',
        'Design a hero on a 16×16 grid with your four-colour palette. It must read at 1× zoom: check the silhouette first.',
      ),
      video('A walk cycle', 'sprite'),
    ),
  ],
};
