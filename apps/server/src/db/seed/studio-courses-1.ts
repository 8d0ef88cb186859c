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
      video('Seeing shapes, not things', 'cube'),
      article(
        'Your kit: paper, pencils and the sketchpad',
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
        heading('Holding the pencil'),
        para(
          'Hold the pencil further back than you write with it, with the side of the lead on the paper for shading and the tip for edges. Drawing from the shoulder gives long, even lines; drawing from the wrist gives short, cramped ones. Stand your board upright or tilt it towards you, so that the page is not foreshortened while you draw on it.',
        ),
        para(
          'Sharpen with a knife if you can: a long, exposed lead shades with its side and still gives a point. Keep the 4B for the end; graphite that dark is hard to lift, so place it only where you are sure.',
        ),
        heading('Setting up the sketchpad'),
        steps(
          'Open the sketchpad and pick the Pencil brush.',
          'Set the size small for construction and larger for shading.',
          'Add a second layer for value, so the construction stays editable underneath.',
          'Save the drawing at the end of every session; your progress page keeps them.',
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
      video('Line weight and confident marks', 'sphere'),
      article(
        'Value scales and light logic',
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
        heading('Seeing value, not colour'),
        para(
          'A red apple and a green pear can have exactly the same value. Squinting removes colour and detail and leaves the big shapes of light and shadow, which is why every teacher tells you to squint. On the sketchpad you can check yourself by hiding your colour layers and looking at the value layer alone.',
        ),
        para(
          'Keep the light family and the shadow family apart. Every value in the light should be lighter than every value in the shadow, reflected light included. When a reflected light becomes as bright as the lit side, the form breaks in two and stops looking round.',
        ),
        bullets(
          'Light: the side that faces the source, mostly paper.',
          'Core shadow: the darkest band of the form shadow, just past the turn.',
          'Reflected light: a little lighter, never as light as the light side.',
          'Cast shadow: sharpest and darkest where the object touches the ground.',
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
      video('Hatching and cross-hatching', 'cube'),
      exercise(
        'Hatch the cube: three values, one light',
        25,
        'still-life',
        'cube',
        'Construct a cube in two-point perspective. Leave the top plane white, hatch the lit side with one layer and the shadow side with two crossing layers, and ground it with a hatched cast shadow.',
      ),
      article(
        'A checklist for drawing from observation',
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
        heading('Measure before you shade'),
        para(
          'Hold your pencil at arm’s length with your elbow locked, close one eye, and compare one length against another: the height of the vase against the width of the box, the gap between two objects against the size of one. Write the ratios down if it helps. Most drawings that feel wrong are wrong in proportion, and shading cannot rescue them.',
        ),
        para(
          'Check angles the same way. Hold the pencil vertical or horizontal against an edge and judge the angle between them, then copy that angle onto the page. Relationships between things matter more than any single outline.',
        ),
        heading('Then look at the whole'),
        para(
          'Step back from the board, or zoom out on the sketchpad, every ten minutes. Flip the drawing horizontally: fresh eyes find errors in seconds. Stop when the drawing answers the checklist, not when every corner is filled in; an unfinished edge often reads better than an overworked one.',
        ),
        para(
          'Write down what you would change next time. The note is worth more than the drawing.',
        ),
      ),
      video('Still life from observation', 'sphere'),
    ),
  ],

  'Ink & Line Art': [
    chapter(
      'Choosing a line',
      video('Choosing a line', 'botanical'),
      article(
        'Pens, nibs and the digital fineliner',
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
        heading('How to hold a line steady'),
        para(
          'Ink shows hesitation, so draw each line in one movement. Put the pen down, look at where the line must end, and move at an even speed; a slow line wobbles, a fast one overshoots. Turn the page, or rotate the sketchpad’s view, so that you always pull the pen towards you in the direction your hand moves best.',
        ),
        para(
          'Plan with a light pencil layer first if you need it. On the sketchpad, keep the pencil on a bottom layer at low opacity and ink on a layer above, then hide the pencil when the ink is done.',
        ),
        heading('Line weight says what matters'),
        para(
          'A thicker line brings an edge forward and a thinner one pushes it back. Use the heavy line on the outside of a form and on the side away from the light, and keep interior lines thin. Three weights are plenty: one for silhouettes, one for inner edges, one for texture.',
        ),
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
      video('Contour and blind contour', 'botanical'),
      exercise(
        'Build a texture library',
        22,
        'botanical',
        'cube',
        'Draw a grid of nine boxes. Fill each with one texture made only of lines: parallel hatching, cross-hatching, stipple, scribble, wood grain, bark, fur, water, stone. Label them; you will reuse them for the rest of the course.',
      ),
      article(
        'Ten textures worth stealing',
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
        heading('Value from spacing'),
        para(
          'The same mark makes a light or a dark value depending on how close the marks are. Before you use a texture on a drawing, make a strip of it from sparse to dense, five steps long. Then you can pick the step that matches the value you need instead of guessing.',
        ),
        bullets(
          'Wood grain: long parallel lines that swerve around knots.',
          'Bark: broken vertical strokes with dark gaps between plates.',
          'Fur: short strokes in the direction of growth, darker at the roots.',
          'Water: horizontal lines with gaps where the sky reflects.',
          'Stone: a few cracks and stipple in the shadowed hollows.',
        ),
        para(
          'Keep textures to where the light turns away or where the surface is close to the viewer. Covering every surface with texture flattens the drawing; a texture that fades out into white paper suggests the rest, and the eye completes it.',
        ),
      ),
    ),
    chapter(
      'Botanical studies',
      video('Botanical studies', 'botanical'),
      exercise(
        'Ink a botanical study',
        30,
        'botanical',
        'botanical',
        'Pick one stem from the reference. Draw the stem as one confident line, add the leaves as two curves meeting at the tip, then the veins with a thinner pen. Finish with a single flower.',
      ),
      video('A finished ink piece', 'botanical'),
    ),
  ],

  'Digital Painting Essentials': [
    chapter(
      'Your digital studio',
      video('Your digital studio', 'colour'),
      article(
        'A tour of the sketchpad’s brushes',
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
        heading('Choosing a brush for the job'),
        para(
          'Start every painting with a large, simple brush and finish with small ones. The Soft round is the workhorse for blocking in because its soft edge forgives; the Oil bristle leaves texture that reads as paint; the Marker lays flat, even colour for design work. Save Airbrush and Neon for the last few touches, where a glow or a gradient is really needed.',
        ),
        para(
          'Each brush remembers its own size and opacity, so switching between two brushes is quick. Use the bracket keys to change size while you paint, without going to the panel.',
        ),
        heading('A quick test before every painting'),
        steps(
          'Draw one stroke at light pressure and one at full pressure.',
          'Cross two strokes to see how the brush builds up.',
          'Drag a soft brush over a hard edge to see how it blends.',
        ),
        para(
          'Thirty seconds of testing saves you from discovering halfway through that a brush behaves differently from what you expected.',
        ),
      ),
      exercise(
        'Brush sampler: pressure and opacity',
        15,
        'digital-landscape',
        'colour',
        'Make a sampler page: one row per brush family, each stroke from light to heavy pressure. Add a nine-step value scale with the Soft round brush. Keep the page; it is your reference for the whole course.',
      ),
    ),
    chapter(
      'Layers and blocking in',
      video('Layers without chaos', 'landscape'),
      video('Blocking in a landscape', 'landscape'),
      article(
        'A layer stack that stays tidy',
        heading('Name layers by distance, not by colour'),
        steps(
          'Sky on the bottom layer, filled flat.',
          'One layer for each distance: far, middle, near.',
          'Details and highlights on a top layer you can hide.',
        ),
        para(
          'Five layers are enough for a landscape. If you need more, merge the ones you have finished. The [FAQ](/faq) explains how drawings are saved.',
        ),
        heading('Why distance beats colour'),
        para(
          'When layers are named by colour, a change in lighting means editing every layer. When they are named by distance, you can lighten the whole far layer to push it back, or lock the foreground while you work on the sky. The stack then mirrors the space of the picture.',
        ),
        heading('Habits that keep it tidy'),
        bullets(
          'Lock a layer you have finished, so a stray stroke cannot land on it.',
          'Use a clipped layer for shading, so colour stays inside the shape below.',
          'Hide, do not delete: a hidden experiment costs nothing.',
          'Merge down only when you are sure the two layers will never change apart.',
        ),
        para(
          'Before you save, scroll through the stack from top to bottom and rename any layer still called Layer 7. In a week you will not remember what it held, and neither will the instructor who opens your hand-in.',
        ),
      ),
      exercise(
        'Block in a landscape in three values',
        30,
        'digital-landscape',
        'landscape',
        'Using the reference, block in sky, far hills, middle hills and foreground on separate layers, each a single flat value. Only when the values read from across the room, add trees and reflections on a detail layer.',
      ),
    ),
    chapter(
      'Edges, detail and finish',
      video('Edges, detail and finish', 'colour'),
      exercise(
        'Paint the sphere: warm light, cool shadow',
        25,
        'digital-sphere',
        'colour',
        'Paint one sphere in a warm orange. Add the shadow as a cool, transparent blue that follows the form, keep one soft highlight, and ground it with a flat cast shadow. Compare hard and soft edges.',
      ),
    ),
  ],

  'Perspective & Environments': [
    chapter(
      'Horizon and vanishing points',
      video('Horizon and vanishing points', 'street'),
      article(
        'Where is the horizon? Eye level explained',
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
        heading('Finding it in a real scene'),
        para(
          'Hold a pencil horizontally at the height of your eyes and look along it: everything it crosses sits on the horizon, even indoors where no sky is visible. Heads of people standing on the same floor as you line up on the horizon too, whatever their distance, which makes crowds easy to place.',
        ),
        para(
          'In a drawing, decide the horizon before anything else and draw it across the whole page. Then every box you add either sits below it and shows its top, or above it and shows its bottom. If you see the top of a box above the horizon, something is wrong.',
        ),
        heading('Choosing where to put it'),
        bullets(
          'Low horizon: a big sky, tall buildings, a sense of scale.',
          'Middle horizon: calm and neutral, good for studies.',
          'High horizon: a lot of ground, a view down onto a street or a table.',
        ),
        para('Try the same subject with all three and keep the one that tells the story best.'),
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
      video('Boxes in space', 'cube'),
      video('Two-point streets', 'street'),
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
      video('Three-point drama', 'street'),
      article(
        'Atmospheric perspective in five rules',
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
        heading('Why it works'),
        para(
          'Between you and a distant hill there are kilometres of air full of moisture and dust. That air scatters blue light and adds its own brightness to whatever is behind it, so distant things look paler, bluer and flatter. Painters imitate the effect to create depth even where there are no perspective lines at all.',
        ),
        para(
          'The five rules work together. A far ridge painted light but with a crisp black edge will jump forward, because the edge contradicts the value. Check every distance against all five before moving on.',
        ),
        heading('Practising it'),
        steps(
          'Mix or pick the sky colour first.',
          'For each distance, blend a little more of that sky colour into the local colour.',
          'Soften the edges of each ridge with a soft brush, less for the nearer ones.',
          'Add your darkest value and sharpest detail only in the foreground.',
        ),
      ),
      exercise(
        'Push three distances with value',
        30,
        'hazy-ridges',
        'landscape',
        'Paint three ridges, each lighter, cooler and softer than the one in front. Put your only sharp edge and darkest dark in the foreground.',
      ),
      video('Atmosphere and light', 'landscape'),
    ),
  ],
};
