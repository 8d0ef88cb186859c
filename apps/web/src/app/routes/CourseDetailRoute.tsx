import { CourseDetailPage } from '../../features/catalog/CourseDetailPage';
import { LazyCourseReviews } from '../../features/classroom/reviews/LazyCourseReviews';

/** The course page with its students' reviews: two domains, composed here so neither imports the other. */
export default function CourseDetailRoute() {
  return (
    <CourseDetailPage
      reviews={(course) => <LazyCourseReviews courseId={course._id} courseName={course.name} />}
    />
  );
}
