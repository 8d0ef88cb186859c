import { course, figure, h2, ol, p, pictures, ul } from '../blocks';
import type { ArticleSource } from '../types';

export const drawingHands: ArticleSource = {
  title: 'Drawing Hands Without Fear',
  excerpt: 'Break the hand into simple boxes and cylinders, then add gesture and character.',
  author: 'Daniel Mensah',
  published: '2025-06-10',
  cover: pictures.topic(8),
  coverAlt:
    'Two hands drawn as simple mannequin shapes, with boxes for the palms and stacked cylinders for the fingers',
  body: [
    p(
      'Hands have a reputation. Artists hide them in pockets, behind backs and out of frame, because a badly drawn hand seems to ruin an otherwise good figure. The truth is that hands are no harder than any other form; they simply have more parts, and most people try to draw all of those parts at once. Break the hand into simple shapes, learn a few proportions, and the fear goes away.',
    ),
    h2('The hand as a box and cylinders'),
    p(
      'Start with the palm. Seen from the back, it is roughly a flattened box, slightly wider at the knuckles than at the wrist. The thumb does not grow from the side of this box but from its lower corner, on a wedge-shaped base: the fleshy pad that makes the palm look lopsided. Each finger is three cylinders that get shorter and thinner towards the tip.',
    ),
    p(
      'Draw the box first and tilt it to match the pose. Then add the fingers as simple tubes, paying attention to where they bend rather than to their outline. Nails, wrinkles and knuckle details come last, if at all.',
    ),
    figure(
      pictures.figures,
      'Three gesture drawings of figures built from simple ovals and joint dots, walking, stretching and crouching',
      'Hands follow the same method as whole figures: gesture, then simple shapes, then detail.',
    ),
    h2('Proportions to remember'),
    ul(
      'The palm and the middle finger are about the same length.',
      'The knuckles form an arc, not a straight line: the middle knuckle sits highest, the little finger’s lowest.',
      'Finger segments shrink from base to tip, and the joints of neighbouring fingers line up in gentle arcs.',
      'When the hand is relaxed, the tip of the thumb reaches roughly to the first joint of the index finger.',
      'The whole hand, from wrist to fingertip, is about the height of the face from chin to hairline.',
    ),
    h2('Gesture before anatomy'),
    p(
      'A hand is expressive. Before you construct it, capture its gesture with one or two flowing lines: the curve from the wrist through the palm to the fingertips. A relaxed hand curls gently, a pointing hand is a straight thrust, and a fist is a compact, heavy block. If the gesture line has energy, small anatomical mistakes hardly show. If it is stiff, even perfect anatomy looks wooden.',
    ),
    p(
      'This principle is at the heart of ',
      course('Figure Drawing & Anatomy'),
      ', which starts every pose with thirty-second gestures before building the mannequin body. Hands get their own lesson once the arms are in place, because a hand is always read together with the wrist and forearm that drive it.',
    ),
    h2('Use the model you always have'),
    p(
      'You carry a model everywhere. Rest your non-drawing hand on the table and draw it in ten positions: flat, clenched, holding a pen, cupped, pointing, seen from the little-finger side. A mirror lets you draw your drawing hand too. Photograph your hand in poses you cannot hold and draw from the photos, but keep drawing from life as well, because a real hand shows its planes far more clearly than a flat image.',
    ),
    h2('Give hands a character'),
    p(
      'Once the construction feels natural, push the design. A child’s hand has short fingers and a round palm; an elderly hand is bony, with pronounced knuckles; a cartoon hand might have four chunky fingers and no nails at all. Character designers decide these things on purpose, as part of who the character is. If you enjoy that kind of invention, ',
      course('Character Design for Animation'),
      ' covers how to keep stylised hands readable in every pose.',
    ),
    h2('A one-week plan'),
    ol(
      'Days one and two: twenty box-and-cylinder hands drawn from your own hand, with no details.',
      'Days three and four: gesture lines only, thirty seconds each, from photos of hands doing things.',
      'Day five: combine both, then add light and shadow to the three best drawings.',
      'The weekend: draw the hands of people in a café or on a train, quickly and without erasing.',
    ),
    p(
      'By the end of the week, hands will no longer be the part of the figure you hide. They may well become the part people notice first.',
    ),
  ],
};
