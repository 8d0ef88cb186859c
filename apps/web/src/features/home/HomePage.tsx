import { HydrateWhenNear } from '../../lib/HydrateWhenNear';
import { BestCourses } from './BestCourses';
import { GallerySection } from './GallerySection';
import { Hero } from './Hero';
import { LearnSteps } from './LearnSteps';
import { ReviewsSection } from './ReviewsSection';
import { SketchpadFeatures } from './SketchpadFeatures';

/** The sections under the hero, each taken over when the reader nears it (issue 33). */
const laterSections = [
  ['best-courses', BestCourses],
  ['learn-steps', LearnSteps],
  ['sketchpad-features', SketchpadFeatures],
  ['gallery', GallerySection],
  ['reviews', ReviewsSection],
] as const;

export default function HomePage() {
  return (
    <div>
      <title>Glossy Drawer | Learn drawing and digital art</title>
      <Hero />
      {laterSections.map(([name, Section]) => (
        <HydrateWhenNear key={name} name={name}>
          <Section />
        </HydrateWhenNear>
      ))}
    </div>
  );
}
