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

// Curricula of the demo courses of Hana Sato and Elena Petrova, keyed by course name.

export const curriculaHanaElena: Record<string, ChapterSpec[]> = {
  'Character Design for Animation': [
    chapter(
      'Shape language',
      video('Shape language', 20),
      article(
        'Circles, squares, triangles: what shapes say',
        7,
        heading('Shapes carry personality'),
        bullets(
          'Circles read as friendly, soft, young',
          'Squares read as stable, strong, stubborn',
          'Triangles read as dynamic, sharp, dangerous',
        ),
        para(
          'Most memorable characters mix a dominant shape with a second one for contrast. See how our instructors use it in their [courses](/courses).',
        ),
        picture('/media/courses/course-03.webp', 'Round, square and pointed cartoon characters'),
      ),
      exercise(
        'Three characters from three shapes',
        25,
        'figures',
        'gesture',
        'Design three characters: one built from circles, one from squares, one from triangles. Start each with a line of action so they already move.',
      ),
    ),
    chapter(
      'Silhouette and proportion',
      video('Strong silhouettes', 18),
      video('Proportion and style', 26),
      exercise(
        'Fill-in silhouettes: read the pose in black',
        20,
        'figures',
        null,
        'Take your three characters and fill each one solid black. If a pose does not read in silhouette, push the arms away from the body and try again.',
      ),
    ),
    chapter(
      'Turnarounds and acting',
      video('Turnaround sheets', 32),
      article(
        'An expression sheet checklist',
        8,
        heading('Six emotions, one character'),
        steps(
          'Construct the head the same way every time.',
          'Move the brows first; they do most of the acting.',
          'Squash and stretch the whole head, not only the mouth.',
          'Keep the features on the construction lines.',
        ),
        para('Post your sheet to [the feed](/allpost) for a round of critique.'),
      ),
      exercise(
        'An expression sheet in six heads',
        30,
        'heads',
        'head',
        'Construct six heads of one character and give each a different emotion: joy, anger, surprise, sadness, suspicion, fear. Keep proportions identical so only the expression changes.',
      ),
      video('Expressions and acting poses', 29),
    ),
  ],

  'Concept Art: Creatures': [
    chapter(
      'Believable biology',
      video('Believable biology', 24),
      article(
        'Questions every creature must answer',
        9,
        heading('Design from the inside out'),
        bullets(
          'What does it eat, and how does it catch it?',
          'How does it move: walk, swim, climb, glide?',
          'What hunts it?',
          'Where does it sleep?',
        ),
        para(
          'Each answer is a design decision: a grazer gets a long neck, a climber grips. Browse the [events](/event) page for our live creature-design sessions.',
        ),
        picture('/media/courses/course-09.webp', 'A creature in a misty forest'),
      ),
      exercise(
        'Gesture a creature from an animal you know',
        20,
        'figures',
        'gesture',
        'Pick an animal you know well. Draw five quick gestures of it, then push one into a new creature by changing only its proportions.',
      ),
    ),
    chapter(
      'Thumbnails and anatomy',
      video('Thumbnails at speed', 26),
      exercise(
        'Twenty thumbnails in twenty minutes',
        20,
        'figures',
        'panels',
        'Draw twenty small boxes and fill each with a creature silhouette in under a minute. Circle the three that read best from far away.',
      ),
      video('Borrowing anatomy', 30),
    ),
    chapter(
      'Iteration and presentation',
      video('Design iteration', 32),
      article(
        'Presenting a creature: the one-page pitch',
        8,
        heading('One page, one idea'),
        steps(
          'A hero painting of the creature in its habitat.',
          'A side view with a human for scale.',
          'Two or three details: head, feet, a behaviour.',
        ),
        para(
          'Keep text short; the picture must sell the idea on its own. Post the page to [the feed](/allpost) and ask which creature people remember.',
        ),
      ),
      exercise(
        'Paint your creature into its habitat',
        45,
        'landscape',
        'landscape',
        'Paint a simple three-distance landscape, then place your creature in the middle distance. Use atmosphere to separate it from the background.',
      ),
      video('Presentation painting', 48),
    ),
  ],

  'Watercolor Landscapes': [
    chapter(
      'Water, pigment, paper',
      video('Water, pigment, paper', 16),
      article(
        'Watercolour on paper and on screen',
        8,
        heading('Work light to dark'),
        para(
          'Watercolour is transparent: you cannot paint a light over a dark. Plan your whites before the first wash. The [sketchpad](/canvas)’s Watercolour brush multiplies like real pigment, so the same rule applies on screen.',
        ),
        bullets(
          'Cold-pressed paper, 300 gsm, taped down',
          'Three pigments are enough: a warm yellow, a red, a blue',
          'Two brushes: a large round and a small rigger',
        ),
        picture('/media/courses/course-04.webp', 'Soft watercolour hills under a warm sky'),
      ),
      exercise(
        'Flat and graded washes',
        15,
        'landscape',
        'landscape',
        'Paint three bands: a flat wash, a wash that fades from strong to water, and one that shifts from blue to yellow. Let each dry before the next.',
      ),
    ),
    chapter(
      'Skies and distance',
      video('Washes and gradients', 22),
      video('Wet-in-wet skies', 24),
      exercise(
        'Three hills, three distances',
        30,
        'landscape',
        'landscape',
        'Paint the sky wet-in-wet and let it dry. Then paint three ridges of hills, each one darker and warmer than the one behind it. Add a few trees only to the nearest ridge.',
      ),
    ),
    chapter(
      'Start to finish',
      video('Layering distance', 27),
      article(
        'Planning a landscape in three steps',
        9,
        heading('Plan before you wet the paper'),
        steps(
          'A thumbnail the size of a stamp, to fix the composition.',
          'A value plan in three greys: sky, land, darks.',
          'A palette of three to five colours, mixed before you start.',
        ),
        para('Join one of the [plein-air events](/event) to practise the plan outdoors.'),
      ),
      exercise(
        'A landscape from the reference',
        45,
        'landscape',
        null,
        'Paint the reference landscape in under 45 minutes, following your plan: sky, far hills, middle hills, foreground, details. Stop before you overwork it.',
      ),
      video('Three landscapes, start to finish', 45),
    ),
  ],

  'Portrait Painting': [
    chapter(
      'Structure of the head',
      video('Planes of the head', 25),
      article(
        'The Loomis method in one page',
        8,
        heading('A ball, a plane, a jaw'),
        steps(
          'Draw a ball for the cranium.',
          'Cut a flat plane off the side: that is where the ear sits.',
          'Divide the face into thirds: hairline, brow, nose, chin.',
          'Hang the jaw from the side plane down to the chin.',
        ),
        picture('/media/lessons/heads.webp', 'Two painted heads lit from opposite sides'),
        para('Practise on the [sketchpad](/canvas) with the Pencil brush before you paint.'),
      ),
      exercise(
        'Construct three heads',
        25,
        'heads',
        'head',
        'Construct three heads with the Loomis method: front, three-quarter and profile. Place the brow, nose and chin lines before any feature.',
      ),
    ),
    chapter(
      'Features and skin',
      video('Features in structure', 28),
      video('Mixing skin tones', 26),
      exercise(
        'Skin-tone swatches from the reference',
        20,
        'heads',
        'colour',
        'Pick five spots on each face of the reference: light, halftone, shadow, reflected light and the warm cheek. Mix each as a swatch and label it.',
      ),
    ),
    chapter(
      'Light and finish',
      video('Light on the face', 24),
      article(
        'Painting a portrait in five passes',
        9,
        heading('Big to small, every time'),
        steps(
          'Block in the shadow shape in one value.',
          'Add the halftones.',
          'Paint the lights thickly.',
          'Refine the features.',
          'Soften the edges that turn away from the light.',
        ),
        para('Finished? Share it on [the feed](/allpost).'),
      ),
      exercise(
        'A painted portrait study',
        50,
        'heads',
        null,
        'Paint one of the reference heads in the five passes. Spend at least half the time on the first two.',
      ),
      video('A painted portrait', 50),
    ),
  ],
};
