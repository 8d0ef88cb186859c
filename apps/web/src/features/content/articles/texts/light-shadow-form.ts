import { course, figure, h2, ol, p, pictures } from '../blocks';
import type { ArticleSource } from '../types';

export const lightShadowForm: ArticleSource = {
  title: 'Light, Shadow and Form',
  excerpt:
    'Core shadow, cast shadow, reflected light: the five tones that turn a circle into a sphere.',
  author: 'Maya Okafor',
  published: '2025-03-18',
  cover: pictures.topic(4),
  coverAlt:
    'A glowing orange sphere lit by a single lamp in the upper left, casting a long shadow across a dark floor',
  body: [
    p(
      'A circle is flat. A sphere is a circle that has met light. The difference between the two is not the outline but the pattern of tones across the surface, and that pattern follows rules simple enough to learn in an afternoon and rich enough to study for a lifetime.',
    ),
    h2('One light, five tones'),
    p(
      'Imagine a ball on a table lit by a single lamp. Whatever its colour, you will find the same families of value on it:',
    ),
    ol(
      'Light: the side facing the lamp, the brightest area of the form. The very brightest spot, the highlight, is a reflection of the lamp itself.',
      'Halftone: where the surface turns away from the light and gradually darkens.',
      'Core shadow: the darkest band on the object, right where the surface stops receiving direct light. It is the key to making a form look round.',
      'Reflected light: light bounced back from the table into the shadow side. It is dimmer than any part of the light side, even when it looks bright.',
      'Cast shadow: the shadow the object throws onto the table, darkest and sharpest where the object touches the surface.',
    ),
    p(
      'Name these five on a reference before you shade anything. Beginners usually make the reflected light too bright, which splits the form in two, or forget the core shadow, which flattens it.',
    ),
    figure(
      pictures.stillLife,
      'A graphite drawing of a sphere, a cube and a vase, each with a lit side, a shadow side and a cast shadow',
      'Three forms under one light. The cube’s planes change value in steps, while the sphere turns smoothly.',
    ),
    h2('Separate light from shadow'),
    p(
      'The most useful habit in shading is to divide every form into two families first: everything in light and everything in shadow. Squint at your subject until the details disappear and you see only these two shapes. Block the shadow shape in with one flat tone. Only then add halftones on the light side and reflected light within the shadow. As long as no tone in the shadow is lighter than any tone in the light, the form will read as solid.',
    ),
    h2('Edges describe the surface'),
    p(
      'The transition between light and shadow tells the viewer what the surface is like. A soft, gradual edge describes a rounded form, like a cheek or an apple. A sharp edge describes a corner, like the edge of a box. Cast shadows are crisp near the object and soften as they travel away from it. Getting the edges right is often what makes a drawing convincing, even when the values are slightly off.',
    ),
    h2('Planes: the secret behind complex forms'),
    p(
      'Complicated objects are easier to light if you first simplify them into planes. A head becomes a box with a wedge for the nose; a tree becomes a cone or a cluster of spheres. Decide which planes face the light, which turn away and which sit in shadow, and shade them as flat steps. Then soften the steps where the real surface is rounded. Portrait painters rely on this, which is why ',
      course('Portrait Painting'),
      ' opens with the planes of the head before a single skin tone is mixed.',
    ),
    figure(
      pictures.heads,
      'Two painted portraits of smiling people, each softly lit from the front, with gentle shadows under the nose and chin',
      'Soft frontal light: the shadows under the nose and chin are small, but they still describe the planes of the face.',
    ),
    h2('Practise with simple objects'),
    p(
      'Set an egg, a mug and a small box under a desk lamp in a dark room. Draw each one three times: first the outline only, then the light and shadow shapes in two flat tones, and finally a full value study with all five tones. The second drawing will already look more three-dimensional than your full studies did a month ago, and the third will show you how much the halftones and reflected light add.',
    ),
    p(
      'Repeat the exercise with the lamp in a new position each day: high and to the side, low and in front, behind the objects. Watch how the core shadow moves and how the cast shadow stretches and shrinks. You are not memorising a formula but learning to predict light, and prediction is what lets you draw convincing form from imagination.',
    ),
    p(
      'This progression is the backbone of the value lessons in ',
      course('Foundations of Drawing'),
      '. Once it clicks, you will see the five tones everywhere: on faces on the bus, on clouds, on the cup in your hand.',
    ),
  ],
};
