import { HydrateWhenNear } from '../../lib/HydrateWhenNear';
import { BestCourses } from './BestCourses';
import { GallerySection } from './GallerySection';
import { Hero } from './Hero';
import { LearnSteps } from './LearnSteps';
import { ReviewsSection } from './ReviewsSection';
import { SketchpadFeatures } from './SketchpadFeatures';

export default function HomePage() {
  return (
    <div>
      <title>Glossy Drawer | Learn drawing and digital art</title>
      <Hero />
      {/* Below the hero, each section is taken over when the reader nears it (issue 33). */}
      <HydrateWhenNear name="best-courses">
        <BestCourses />
      </HydrateWhenNear>
      <HydrateWhenNear name="learn-steps">
        <LearnSteps />
      </HydrateWhenNear>
      <HydrateWhenNear name="sketchpad-features">
        <SketchpadFeatures />
      </HydrateWhenNear>
      <HydrateWhenNear name="gallery">
        <GallerySection />
      </HydrateWhenNear>
      <HydrateWhenNear name="reviews">
        <ReviewsSection />
      </HydrateWhenNear>
    </div>
  );
}
