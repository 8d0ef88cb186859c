import { course, figure, h2, h3, link, p, pictures, ul } from '../blocks';
import type { ArticleSource } from '../types';

export const dailySketchingHabit: ArticleSource = {
  title: 'Building a Daily Sketching Habit',
  excerpt:
    'Ten minutes a day beats a weekend binge. How to keep a sketchbook going when life is busy.',
  author: 'Maya Okafor',
  published: '2025-01-14',
  cover: pictures.topic(1),
  coverAlt:
    'An open sketchbook with a shaded sphere, a cube, a mountain line and a face, a pencil beside it',
  body: [
    p(
      'Most people who want to draw better do not lack talent or time. They lack a rhythm. A long session on Sunday feels productive, but by Wednesday the hand has forgotten what it learned and the next session starts cold. Ten minutes a day keeps the feedback loop short: you draw, you notice something, and tomorrow you try it again while the lesson is still warm.',
    ),
    h2('Why small beats big'),
    p(
      'Skill in drawing is mostly a pile of tiny decisions made faster: where a line should start, how dark a shadow needs to be, when to stop. Those decisions become automatic through repetition, not through marathon effort. Teachers of music and sport say the same thing in other words: frequent, focused sessions with rest in between build skill more reliably than rare long ones. A short daily sketch is also easier to protect. Nobody can promise two free hours every weekend, but almost everyone can find ten minutes with a morning coffee.',
    ),
    h2('Make it impossibly easy to start'),
    p(
      'The enemy of a habit is friction. Every step between wanting to draw and drawing is a chance to give up, so remove the steps.',
    ),
    ul(
      'Keep one sketchbook and one pencil where you spend your mornings, not in a drawer. Cheap paper is better than precious paper: you will not be afraid to waste it.',
      [
        'On a computer or tablet, bookmark the ',
        link('sketchpad', '/canvas'),
        ' so one click opens a blank page. It saves every drawing, so there is nothing to file away.',
      ],
      'Decide the subject the night before. “Draw my left hand” or “draw the kettle” removes the daily question of what to draw.',
      'Set a timer and stop when it rings, even mid-line. Stopping while you still want to continue is what brings you back tomorrow.',
    ),
    figure(
      pictures.stillLife,
      'A pencil study of a sphere, a cube and a vase on a table, shaded with hatching',
      'Three simple objects are enough for a whole week of ten-minute studies.',
    ),
    h2('What to draw when you have ten minutes'),
    p(
      'Short sessions reward short exercises. Rotate through a few so you never get bored, and so each one trains a different part of seeing.',
    ),
    h3('Monday to Wednesday: shapes and values'),
    p(
      'Put two or three household objects on a table and draw only their big shapes: a mug is a cylinder, a book is a box. Then spend the last three minutes shading one of them with just three values: light, mid-tone and dark. This is the backbone of our ',
      course('Foundations of Drawing'),
      ' course, and it is the single exercise that improves beginners fastest.',
    ),
    h3('Thursday and Friday: line'),
    p(
      'Try blind contour drawing: look at your subject, not the paper, and let the pencil follow its edge slowly. The result will look strange, and that is the point; you are training the connection between eye and hand. Plants are ideal subjects, because leaves and stems forgive a wobble. If you enjoy it, ',
      course('Ink & Line Art'),
      ' turns this exercise into finished pen drawings.',
    ),
    figure(
      pictures.botanical,
      'Four flower stems drawn in clean ink lines, with pale green leaves',
      'Stems and leaves forgive wobbly lines, which makes them perfect for contour practice.',
    ),
    h3('The weekend: one longer look'),
    p(
      'On one day a week, stretch to twenty or thirty minutes and redraw something from earlier in the week. Comparing the two versions side by side is the best motivation you will ever get.',
    ),
    h2('Keep the chain visible'),
    p(
      'Date every page. After a fortnight, flip back through the book and you will see progress you did not notice from day to day: steadier lines, braver darks, better proportions. Some artists mark a calendar with a cross for each day they draw; the growing chain of crosses soon becomes a reason in itself not to skip.',
    ),
    p(
      'Sharing helps too. Posting a page to the ',
      link('community', '/allpost'),
      ' once a week, even an unfinished one, makes the habit social. Other students will recognise the struggle, and their comments often point at exactly the thing you could not see.',
    ),
    h2('When you miss a day'),
    p(
      'You will miss days. Illness, travel and deadlines happen to everyone. The rule that keeps a habit alive is simple: never miss twice. One gap is an accident; two gaps are the start of a new habit of not drawing. On a bad day, lower the bar instead of skipping: draw one thumbnail-sized cup for sixty seconds and call it done. The chain survives, and tomorrow you can give it ten minutes again.',
    ),
    p(
      'Start tonight. Put the sketchbook on the table, pick tomorrow’s object, and let ten minutes a day do the rest.',
    ),
  ],
};
