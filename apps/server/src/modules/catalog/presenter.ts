import type { Course, Instructor, Review } from '@glossy/contract';
import type { courses, instructors, reviews } from '../../db/schema';

export const toDollars = (cents: number) => cents / 100;

export function presentCourse(row: typeof courses.$inferSelect): Course {
  return {
    _id: row.id,
    id: row.number,
    img: row.img,
    name: row.name,
    Details: row.details,
    rating: row.rating,
    reviewCount: row.reviewCount,
    Level: row.level,
    Instructor: row.instructor,
    price: toDollars(row.priceCents),
    videoUrl: row.videoUrl,
    syllabus: row.syllabus,
    students: row.students,
  };
}

export function presentInstructor(row: typeof instructors.$inferSelect): Instructor {
  return {
    id: row.id,
    img: row.img,
    name: row.name,
    course: row.course,
    email: row.email,
    student: row.student,
  };
}

export function presentReview(row: typeof reviews.$inferSelect): Review {
  return {
    _id: row.id,
    image: row.image,
    review: row.review,
    student_name: row.studentName,
    rating: row.rating,
  };
}
