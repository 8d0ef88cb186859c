import type { CourseReview } from '@glossy/contract';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { FormAlert } from '../../../components/form/FormAlert';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useSaveReview } from './review-queries';
import { StarPicker } from './StarPicker';

const maxReviewLength = 2000;

interface ReviewErrors {
  rating?: string;
  review?: string;
  form?: string;
}

/** The contract's checks and words (courseReviewInput), without loading zod for one small form. */
function checkReview(rating: number | null, review: string): ReviewErrors {
  const errors: ReviewErrors = {};
  if (rating === null) errors.rating = 'Choose a rating';
  const text = review.trim();
  if (!text) errors.review = 'Write a few words about the course';
  else if (text.length > maxReviewLength) errors.review = 'Keep it under 2000 characters';
  return errors;
}

/**
 * An enrolled student's review: a new one, or (when `mine` exists) theirs to edit, since the
 * server keeps one review a student and a second post edits the first.
 */
export function ReviewForm({ courseId, mine }: { courseId: string; mine: CourseReview | null }) {
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [review, setReview] = useState(mine?.review ?? '');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const save = useSaveReview(courseId);
  const editing = mine !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkReview(rating, review);
    setErrors(found);
    if (rating === null || found.rating || found.review) return;
    save.mutate(
      { rating, review: review.trim() },
      {
        onSuccess: () =>
          toast.success(editing ? 'Your review is updated' : 'Thank you for your review!'),
        onError: (error) =>
          setErrors(
            error instanceof ApiError && (error.fields.rating || error.fields.review)
              ? { rating: error.fields.rating, review: error.fields.review }
              : { form: error.message || 'Your review was not saved. Try again.' },
          ),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="review-form-heading"
      className="bg-base-200 rounded-box flex flex-col gap-4 p-5 sm:p-6"
    >
      <div>
        <h3 id="review-form-heading" className="text-xl font-semibold">
          {editing ? 'Your review' : 'Review this course'}
        </h3>
        <p className="text-base-content/75 mt-1 text-sm">
          {editing
            ? 'You reviewed this course. Change the stars or the words and update it.'
            : 'You took this course: tell other artists what it taught you.'}
        </p>
      </div>
      <StarPicker
        value={rating}
        error={errors.rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined, form: undefined }));
        }}
      />
      <TextAreaField
        label="Your review"
        name="review"
        rows={4}
        value={review}
        maxLength={maxReviewLength + 100}
        error={errors.review}
        placeholder="What did you learn? Who would you recommend it to?"
        onChange={(event) => {
          setReview(event.target.value);
          if (errors.review || errors.form) {
            setErrors((current) => ({ ...current, review: undefined, form: undefined }));
          }
        }}
      />
      <FormAlert message={errors.form} />
      <div>
        <SubmitButton pending={save.isPending}>
          {editing ? 'Update your review' : 'Post your review'}
        </SubmitButton>
      </div>
    </form>
  );
}
