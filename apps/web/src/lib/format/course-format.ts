import { usDollars, usNumber } from './us-numbers';

/** Spec §5: home cards show the first 60 characters of the description plus '...'. */
export function truncateDescription(text: string): string {
  return text.slice(0, 60) + '...';
}

/** Prices are dollars in the API; whole amounts read better without cents ("$49", "$49.50"). */
export function formatPrice(price: number): string {
  return usDollars(price, { cents: !Number.isInteger(price) });
}

/** A course's price where it is offered: 'Free' for a course taken without paying. */
export function formatCoursePrice(price: number): string {
  return price === 0 ? 'Free' : formatPrice(price);
}

export function formatStudents(count: number): string {
  return `${usNumber(count)} ${count === 1 ? 'student' : 'students'}`;
}

/** "45 min", "1 h", "2 h 5 min". */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** "45 s", "12 min", "1 h 5 min"; nothing for a lesson without a length. */
export function formatLessonDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  return formatMinutes(Math.round(seconds / 60));
}

export function plural(count: number, word: string): string {
  return `${usNumber(count)} ${word}${count === 1 ? '' : 's'}`;
}
