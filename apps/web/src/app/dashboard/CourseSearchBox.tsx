import type { Course } from '@glossy/contract';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { useCourseSuggestions } from './useCourseSuggestions';

/**
 * The dashboard's course search as an ARIA 1.2 combobox: arrows move through up to five matches,
 * Enter opens the highlighted course (or the full course list for the words typed), Escape closes.
 */
export function CourseSearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { courses, searching, failed, settledTerm } = useCourseSuggestions(term);

  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = active < courses.length ? active : -1;
  const popupOpen = open && term.trim() !== '';
  const listOpen = popupOpen && courses.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const reset = () => {
    close();
    setTerm('');
  };
  const openCourse = (course: Course) => {
    reset();
    navigate(`/detail/${course._id}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = listOpen ? courses[activeIndex] : undefined;
    if (chosen) return openCourse(chosen);
    const q = term.trim();
    if (!q) return;
    reset();
    navigate(`/courses?${new URLSearchParams({ q })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = courses.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex === -1 && step === -1 ? count : activeIndex;
      setActive((from + step + count) % count);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (popupOpen) close();
      else setTerm('');
    }
  };

  let status = '';
  if (popupOpen && !searching) {
    if (failed) status = 'Search is unavailable right now. Please try again.';
    else if (courses.length === 0) status = `No courses match “${settledTerm}”.`;
    else
      status = `${courses.length} ${courses.length === 1 ? 'course' : 'courses'} found. Use the arrow keys to choose.`;
  }

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search courses
      </label>
      <div className="relative">
        <Icon
          name="browse"
          className="text-base-content/60 pointer-events-none absolute top-1/2 left-3.5 z-10 size-[1.1rem] -translate-y-1/2"
        />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listOpen ? listId : undefined}
          aria-activedescendant={listOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search courses…"
          className="input bg-base-200/60 focus:bg-base-100 w-full rounded-full pl-10"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {popupOpen && (
        <div className="bg-base-100 border-base-300 rounded-box absolute inset-x-0 top-full z-50 mt-2 overflow-hidden border shadow-xl">
          {listOpen ? (
            <ul id={listId} role="listbox" aria-label="Matching courses" className="p-1.5">
              {courses.map((course, index) => (
                <li
                  key={course._id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keeps focus in the input, so the click is not lost to the blur that closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => openCourse(course)}
                  onMouseMove={() => setActive(index)}
                  className={`rounded-field flex cursor-pointer items-center gap-3 px-2.5 py-2 ${
                    index === activeIndex ? 'bg-base-200' : ''
                  }`}
                >
                  <img
                    src={course.img}
                    alt=""
                    width={56}
                    height={36}
                    decoding="async"
                    className="bg-base-200 h-9 w-14 shrink-0 rounded-md object-cover"
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{course.name}</span>
                    <span className="text-base-content/70 block truncate text-xs">
                      {course.Instructor} · {course.Level}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-base-content/70 px-4 py-3 text-sm">
              {searching ? 'Searching…' : status}
            </p>
          )}
          <p className="border-base-300 text-base-content/70 border-t px-4 py-2 text-xs">
            Press Enter to see every course matching “{term.trim()}”.
          </p>
        </div>
      )}
    </form>
  );
}
