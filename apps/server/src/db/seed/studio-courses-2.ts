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
      video('Shape language', 'gesture'),
      article(
        'Circles, squares, triangles: what shapes say',
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
        heading('Reading shapes at a glance'),
        para(
          'Viewers judge a character before they notice a single detail. Round shapes feel soft, friendly and young; squares feel sturdy, dependable and sometimes stubborn; triangles feel fast, sharp and dangerous. A hero built from squares with one triangle in the jaw reads as strong but determined, and a villain with round shapes reads as someone pretending to be kind.',
        ),
        para(
          'Pick one dominant shape for the body, a secondary one for the head or costume, and a small accent. Three sizes of the same shape look designed; three different shapes of the same size look like a committee.',
        ),
        heading('Testing a design'),
        bullets(
          'Fill the character in black: can you still tell who it is?',
          'Shrink it to a thumbnail: does the dominant shape still read?',
          'Put it beside another character: do their shapes contrast?',
        ),
        para(
          'If a design fails the test, change the proportions of its big shapes before you touch any detail.',
        ),
      ),
      exercise(
        'Three characters from three shapes',
        25,
        'character-shapes',
        'gesture',
        'Design three characters: one built from circles, one from squares, one from triangles. Start each with a line of action so they already move.',
      ),
    ),
    chapter(
      'Silhouette and proportion',
      video('Strong silhouettes', 'gesture'),
      video('Proportion and style', 'head'),
      exercise(
        'Fill-in silhouettes: read the pose in black',
        20,
        'character-shapes',
        null,
        'Take your three characters and fill each one solid black. If a pose does not read in silhouette, push the arms away from the body and try again.',
      ),
    ),
    chapter(
      'Turnarounds and acting',
      video('Turnaround sheets', 'head'),
      article(
        'An expression sheet checklist',
        heading('Six emotions, one character'),
        steps(
          'Construct the head the same way every time.',
          'Move the brows first; they do most of the acting.',
          'Squash and stretch the whole head, not only the mouth.',
          'Keep the features on the construction lines.',
        ),
        para('Post your sheet to [the feed](/allpost) for a round of critique.'),
        heading('Eyebrows and mouth do most of the work'),
        para(
          'An expression comes mostly from the brows and the mouth, and from how the two agree or disagree. Raised inner brows with a smile read as relief; the same brows with a flat mouth read as worry. Change one feature at a time on your sheet so that you learn what each does.',
        ),
        para(
          'Keep the head’s construction identical across the sheet. Draw the six circles and their centre lines first, all the same size, then add the features. If the skull changes from head to head, it looks like six different characters rather than one character feeling six things.',
        ),
        heading('Push it further'),
        para(
          'Animation expressions are bigger than real faces. Squash the head for laughter, stretch it for surprise, tilt it towards the emotion. Look in a mirror, make the face, then exaggerate what you see by half again. Write the emotion under each head; if someone else cannot guess it without the label, draw it again.',
        ),
      ),
      exercise(
        'An expression sheet in six heads',
        30,
        'expressions',
        'head',
        'Construct six heads of one character and give each a different emotion: joy, anger, surprise, sadness, suspicion, fear. Keep proportions identical so only the expression changes.',
      ),
      video('Expressions and acting poses', 'head'),
    ),
  ],

  'Concept Art: Creatures': [
    chapter(
      'Believable biology',
      video('Believable biology', 'gesture'),
      article(
        'Questions every creature must answer',
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
        heading('Start from a real animal'),
        para(
          'Believable creatures borrow from animals people already know. Choose one base animal for the skeleton and the way it moves, then graft features from a second animal for the job the creature does. A heavy grazer built on a rhino with a tortoise’s shell makes sense at once; a creature with parts from six animals looks like a costume.',
        ),
        bullets(
          'Where does it live, and what is the ground like?',
          'What does it eat, and how does it catch or reach it?',
          'What hunts it, and how does it defend itself?',
          'How does it move: walk, climb, swim, glide?',
          'How big is it next to a person?',
        ),
        para(
          'Write the answers down before you draw. Every answer should change something visible: the feet for the ground, the jaw for the food, the eyes for predator or prey. When a design decision has no reason behind it, cut it. The result is a creature that looks as if it could exist, which is what clients and audiences want.',
        ),
      ),
      exercise(
        'Gesture a creature from an animal you know',
        20,
        'creatures',
        'gesture',
        'Pick an animal you know well. Draw five quick gestures of it, then push one into a new creature by changing only its proportions.',
      ),
    ),
    chapter(
      'Thumbnails and anatomy',
      video('Thumbnails at speed', 'panels'),
      exercise(
        'Twenty thumbnails in twenty minutes',
        20,
        'creatures',
        'panels',
        'Draw twenty small boxes and fill each with a creature silhouette in under a minute. Circle the three that read best from far away.',
      ),
      video('Borrowing anatomy', 'gesture'),
    ),
    chapter(
      'Iteration and presentation',
      video('Design iteration', 'panels'),
      article(
        'Presenting a creature: the one-page pitch',
        heading('One page, one idea'),
        steps(
          'A hero painting of the creature in its habitat.',
          'A side view with a human for scale.',
          'Two or three details: head, feet, a behaviour.',
        ),
        para(
          'Keep text short; the picture must sell the idea on its own. Post the page to [the feed](/allpost) and ask which creature people remember.',
        ),
        heading('What belongs on the page'),
        para(
          'A director or client looks at a pitch page for less than a minute. Lead with one strong hero view of the creature in its habitat, large enough to read from across a room. Around it, smaller drawings answer the questions that the hero view cannot: a silhouette beside a human for scale, a close-up of the head or the feature that makes it special, and a side view that shows the whole body clearly.',
        ),
        steps(
          'Hero view: the creature doing what it does, in its place.',
          'Scale figure: a simple human silhouette next to it.',
          'Details: one or two close-ups, no more.',
          'A title and three lines of notes, no paragraphs.',
        ),
        para(
          'Keep the background simple and the values grouped so that the creature is the strongest contrast on the page. If you have two designs, make two pages rather than crowding one.',
        ),
      ),
      exercise(
        'Paint your creature into its habitat',
        45,
        'creatures',
        'landscape',
        'Paint a simple three-distance landscape, then place your creature in the middle distance. Use atmosphere to separate it from the background.',
      ),
      video('Presentation painting', 'landscape'),
    ),
  ],

  'Watercolor Landscapes': [
    chapter(
      'Water, pigment, paper',
      video('Water, pigment, paper', 'landscape'),
      article(
        'Watercolour on paper and on screen',
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
        heading('How watercolour behaves'),
        para(
          'Watercolour is transparent: every layer lets the ones below show through, and the white of the paper is your only white. That is why you plan the lights first and work from light to dark. A wash laid over a dry one darkens it; a wash laid into a wet one spreads and softens. Most watercolour technique is simply timing the water.',
        ),
        para(
          'The sketchpad’s Watercolour brush builds up the same way: each stroke darkens what is under it, and its edges pool a little darker. You cannot lighten by painting a light colour on top, just as on paper. Use a separate layer for each wash so you can lift one without disturbing the others.',
        ),
        heading('Materials if you paint on paper'),
        bullets(
          'Cold-pressed paper of at least 300 g/m², taped down on all sides.',
          'Two round brushes, one large and one small, that come to a point.',
          'Five pigments: a warm and a cool of red and blue, plus one yellow.',
        ),
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
      video('Washes and gradients', 'landscape'),
      video('Wet-in-wet skies', 'landscape'),
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
      video('Layering distance', 'landscape'),
      article(
        'Planning a landscape in three steps',
        heading('Plan before you wet the paper'),
        steps(
          'A thumbnail the size of a stamp, to fix the composition.',
          'A value plan in three greys: sky, land, darks.',
          'A palette of three to five colours, mixed before you start.',
        ),
        para('Join one of the [plein-air events](/event) to practise the plan outdoors.'),
        heading('Why plan at all'),
        para(
          'Watercolour gives you few chances to correct, so the decisions happen before the first wash. A five-minute plan tells you where the whites are, which wash goes first and where the darkest dark will sit. Painters who skip it spend the painting fixing problems instead of enjoying the water.',
        ),
        steps(
          'Thumbnail: a drawing the size of a stamp in three values only, light, middle and dark.',
          'Colour note: a strip with the sky colour, the far colour and the near colour side by side.',
          'Order of washes: number the areas in the order you will paint them, lightest first.',
        ),
        para(
          'Then draw the big shapes lightly on the page and follow the numbers. If a wash goes wrong, let it dry completely before you decide anything; most watercolour looks worse wet than it does dry. Keep the thumbnail beside the painting and compare them at every step.',
        ),
      ),
      exercise(
        'A landscape from the reference',
        45,
        'landscape',
        null,
        'Paint the reference landscape in under 45 minutes, following your plan: sky, far hills, middle hills, foreground, details. Stop before you overwork it.',
      ),
      video('Three landscapes, start to finish', 'landscape'),
    ),
  ],

  'Portrait Painting': [
    chapter(
      'Structure of the head',
      video('Planes of the head', 'head'),
      article(
        'The Loomis method in one page',
        heading('A ball, a plane, a jaw'),
        steps(
          'Draw a ball for the cranium.',
          'Cut a flat plane off the side: that is where the ear sits.',
          'Divide the face into thirds: hairline, brow, nose, chin.',
          'Hang the jaw from the side plane down to the chin.',
        ),
        picture('/media/lessons/heads.webp', 'Two painted heads lit from opposite sides'),
        para('Practise on the [sketchpad](/canvas) with the Pencil brush before you paint.'),
        heading('The steps'),
        steps(
          'Draw a ball for the cranium.',
          'Slice off the sides: a flat oval where the ear and temple sit.',
          'Draw the centre line down the front and the brow line across it.',
          'Divide the face into three equal parts: hairline to brow, brow to nose, nose to chin.',
          'Hang the jaw from the side plane down to the chin.',
          'Place the ear behind the centre of the side plane, between brow and nose.',
        ),
        para(
          'The method works at any angle because the ball and the planes turn in space together. When you tilt the head, the brow and centre lines curve around the ball, and the features follow them. Practise heads from imagination at odd angles before drawing from a model; you will see the structure in real faces much faster.',
        ),
        para(
          'Do not draw the features until the construction is right. An eye in the wrong place on a perfect skull is easy to move; an eye in the right place on a wrong skull is not.',
        ),
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
      video('Features in structure', 'head'),
      video('Mixing skin tones', 'colour'),
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
      video('Light on the face', 'head'),
      article(
        'Painting a portrait in five passes',
        heading('Big to small, every time'),
        steps(
          'Block in the shadow shape in one value.',
          'Add the halftones.',
          'Paint the lights thickly.',
          'Refine the features.',
          'Soften the edges that turn away from the light.',
        ),
        para('Finished? Share it on [the feed](/allpost).'),
        heading('The passes'),
        steps(
          'Drawing: the Loomis construction and the big shapes of hair and shadow.',
          'Block-in: one flat colour for the light side of the skin and one for the shadow side.',
          'Planes: turn the form with a few middle values where the planes change.',
          'Features: eyes, nose and mouth, painted as shapes of light and shadow, not lines.',
          'Accents: the darkest darks, the highlights and a few sharp edges.',
        ),
        para(
          'Each pass covers the whole head before the next begins. If you finish one eye before the block-in is done, it will not match the rest of the face when the lighting changes. Keep the brush large for as long as possible; switch to a small one only in the last pass.',
        ),
        para(
          'Stop and compare with the reference between passes. Values go wrong first, so squint at both; hue comes second.',
        ),
      ),
      exercise(
        'A painted portrait study',
        50,
        'heads',
        null,
        'Paint one of the reference heads in the five passes. Spend at least half the time on the first two.',
      ),
      video('A painted portrait', 'head'),
    ),
  ],
};
