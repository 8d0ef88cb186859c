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
      <BestCourses />
      <LearnSteps />
      <SketchpadFeatures />
      <GallerySection />
      <ReviewsSection />
    </div>
  );
}
