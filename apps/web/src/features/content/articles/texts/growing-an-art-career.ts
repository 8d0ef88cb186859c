import { course, figure, h2, link, ol, p, pictures, ul } from '../blocks';
import type { ArticleSource } from '../types';

export const growingAnArtCareer: ArticleSource = {
  title: 'Growing an Art Career',
  excerpt: 'Portfolios, commissions and community: small steps that turn practice into paid work.',
  author: 'Hana Sato',
  published: '2025-07-01',
  cover: pictures.topic(9),
  coverAlt:
    'A plum-coloured gallery wall hung with framed paintings and prints, beside a potted plant',
  body: [
    p(
      'Many artists imagine an art career as a single leap: one day you are practising, the next someone is paying you. In reality it grows in small steps, and each of them is achievable while you are still learning. Portfolios, first commissions, pricing and community are skills like shading and composition. Nobody is born knowing them, and they improve with practice.',
    ),
    h2('Build a focused portfolio'),
    p(
      'A portfolio is not an archive of everything you have drawn. It is a short, curated argument that you can do one kind of work well. Ten to fifteen strong pieces are enough. Choose a direction, such as character design, book illustration, concept art or portraits, and make most of the portfolio fit it. A reviewer who sees six pieces of similar quality can imagine hiring you; one who sees six different styles cannot tell what you will deliver.',
    ),
    ul(
      'Put your strongest piece first and your second strongest last.',
      'Remove anything you feel the need to apologise for. A weaker piece lowers everything around it.',
      'Show the process of at least one project: thumbnails, sketches and the final. Studios want to see how you think.',
      'Update it every few months; your newest work is usually your best.',
    ),
    figure(
      pictures.characterLineup,
      'Three cartoon characters in a row: a friendly blue blob waving, a wizard in a tall orange hat and a small green robot',
      'A character lineup shows range and consistency at once: different shapes, one clear style.',
    ),
    h2('Show your process in public'),
    p(
      'Sharing your work is how people find you. Post regularly, even if only once a week, and show the journey as well as the finished pieces: a sketch, a colour study, a work in progress. The ',
      link('community feed', '/allpost'),
      ' is a friendly place to begin, because the people there are learning too and leave thoughtful comments. Writing about what you learn, in a ',
      link('blog post', '/createpost'),
      ' for example, builds trust as well: clients like to hire artists who can explain their choices.',
    ),
    h2('Your first commissions'),
    p(
      'First commissions often come from people who already know you: a friend wants a portrait of their dog, a local café needs a menu illustration, a small game studio needs a few sprites. Treat even the smallest job professionally.',
    ),
    ol(
      'Agree in writing on what you will deliver: the size and format, the deadline and how many rounds of changes are included.',
      'Ask for a deposit before you start, commonly a third to a half of the fee.',
      'Show rough sketches early, before you invest hours in rendering.',
      'Deliver on time, then ask for a short testimonial and permission to show the work.',
    ),
    h2('Pricing without guilt'),
    p(
      'Beginners tend to undercharge, and then resent the work. Start from time: estimate the hours, including sketches, revisions and emails, and multiply them by an hourly rate you can live on. Compare the result with what artists at a similar level charge for similar work, and adjust. Charge more for commercial use than for a personal gift, because the client will earn money with your picture. Raise your prices a little each time you are fully booked.',
    ),
    h2('Keep learning, deliberately'),
    p(
      'The market rewards specialists who keep growing, so pick a direction and study it seriously. If you are drawn to entertainment design, ',
      course('Character Design for Animation'),
      ' follows a real studio pipeline from silhouettes to turnaround sheets, and ',
      course('Concept Art: Creatures'),
      ' teaches the fast thumbnails and presentation paintings that studios ask for in art tests. If games appeal to you, ',
      course('Pixel Art & Game Sprites'),
      ' ends with a complete walk cycle you can show to independent developers.',
    ),
    figure(
      pictures.creature,
      'A dark, misty forest with a tall antlered creature standing among the trees, one eye glowing faintly',
      'A presentation painting sells an idea in one look: mood first, detail only where it matters.',
    ),
    h2('Look after the artist'),
    p(
      'A career is long. Keep some drawing just for yourself, with no client and no audience, so that the joy that brought you here does not fade. Rest your wrists, take breaks, and celebrate small wins: the first sale, the first returning client, the first stranger who recognises your style. Those small steps, added together, are the career.',
    ),
  ],
};
