import { Link } from 'react-router';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';

const steps = [
  {
    image: '/media/steps/step-1.webp',
    alt: 'An artist demonstrating brush strokes in a video lesson',
    title: 'Watch a lesson',
    text: 'Short, focused lessons from working illustrators, painters and animators. One idea at a time.',
    cta: { to: '/courses', label: 'Find a course' },
  },
  {
    image: '/media/steps/step-2.webp',
    alt: 'A sketch taking shape on a tablet with a stylus',
    title: 'Practise it right away',
    text: 'Open the sketchpad in the next tab and try what you just saw, with mouse, touch or pen.',
    cta: { to: '/canvas', label: 'Open the sketchpad' },
  },
  {
    image: '/media/steps/step-3.webp',
    alt: 'Finished drawings pinned on a wall with notes from other students',
    title: 'Share and get feedback',
    text: 'Post your drawing to the community and learn from what other artists notice.',
    cta: { to: '/allpost', label: 'See student work' },
  },
] as const;

/** The loop the whole site is built around: watch, draw, share. */
export function LearnSteps() {
  return (
    <section aria-labelledby="learn-heading" className="section bg-base-200 below-fold">
      <div className="container-page">
        <SectionHeading id="learn-heading" eyebrow="How you'll learn" title="Learn by drawing">
          Every lesson ends with a pencil in your hand. Three steps, repeated, is how drawing
          sticks.
        </SectionHeading>
        <ol className="grid gap-8 md:grid-cols-3">
          {steps.map((step, i) => (
            <Reveal as="li" key={step.title} delayMs={i * 120} className="flex flex-col">
              <div className="relative">
                <img
                  src={step.image}
                  alt={step.alt}
                  width={640}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className="rounded-box bg-base-300 aspect-[4/3] w-full object-cover"
                />
                <span
                  aria-hidden="true"
                  className="bg-primary text-primary-content font-display absolute -bottom-5 left-5 flex size-12 items-center justify-center rounded-full text-xl font-semibold shadow-md"
                >
                  {i + 1}
                </span>
              </div>
              <h3 className="font-display mt-9 text-2xl font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="text-base-content/75 mt-2 leading-relaxed">{step.text}</p>
              <Link
                to={step.cta.to}
                className="decoration-primary mt-4 self-start font-semibold underline decoration-2 underline-offset-4 hover:decoration-4"
              >
                {step.cta.label} →
              </Link>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
