import type { Lesson, LessonInput, SubmissionDetail } from '@glossy/contract';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ConfirmDeleteDialog } from '../../components/ui/ConfirmDeleteDialog';
import { AddChapterForm } from './AddChapterForm';
import { plural } from '../../lib/format/course-format';
import { messageOf } from './submission-queries';
import { useCurriculum } from './studio-queries';
import { StudioChapterCard } from './StudioChapterCard';
import { StudioLessonEditor } from './StudioLessonEditor';

type Chapter = SubmissionDetail['curriculum'][number];

type Editing = { chapter: Chapter; lesson: Lesson | null };
type Deleting = { kind: 'chapter' | 'lesson'; id: string; title: string };

/**
 * The course's chapters and lessons, built here: add, rename, move and delete chapters; add, edit,
 * move and delete lessons. A live course only grows: nothing of it can be deleted.
 */
export function StudioCurriculum({
  submission,
  editable,
}: {
  submission: SubmissionDetail;
  /** The signed-in instructor owns the course. */
  editable: boolean;
}) {
  const calls = useCurriculum(submission._id);
  const live = submission.status === 'approved';
  const removable = editable && !live;
  const chapters = submission.curriculum;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);

  const move = (
    kind: 'chapter' | 'lesson',
    vars: { id: string; from: number; to: number; chapterId?: string },
  ) => {
    const onError = (error: unknown) =>
      toast.error(messageOf(error, `The ${kind} could not be moved.`));
    if (kind === 'chapter') calls.moveChapter.mutate(vars, { onError });
    else calls.moveLesson.mutate({ ...vars, chapterId: vars.chapterId! }, { onError });
  };

  const saveLesson = async (input: LessonInput) => {
    if (!editing) return;
    if (editing.lesson) {
      await calls.updateLesson.mutateAsync({ id: editing.lesson._id, patch: input });
      toast.success('Lesson saved');
    } else {
      await calls.addLesson.mutateAsync({ chapterId: editing.chapter._id, lesson: input });
      toast.success('Lesson added');
    }
    setEditing(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { kind, id } = deleting;
    const mutation = kind === 'chapter' ? calls.deleteChapter : calls.deleteLesson;
    mutation.mutate(id, {
      onSuccess: () => {
        toast.success(kind === 'chapter' ? 'Chapter deleted' : 'Lesson deleted');
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(messageOf(error, `The ${kind} could not be deleted.`));
        setDeleting(null);
      },
    });
  };

  const lessonCount = chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  return (
    <section aria-labelledby="curriculum-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="curriculum-title" className="font-display text-2xl font-semibold">
            Curriculum
          </h2>
          <p className="text-base-content/75 mt-1 text-sm">
            {plural(chapters.length, 'chapter')} · {plural(lessonCount, 'lesson')}
          </p>
        </div>
      </div>
      {live && editable && (
        <p className="alert alert-soft bg-info/10 text-sm" role="note">
          This course is live. You can add chapters and lessons, rename, reorder and edit them;
          nothing can be deleted, because students may already be taking it.
        </p>
      )}

      {chapters.length === 0 ? (
        <div className="bg-base-200 rounded-box px-6 py-10 text-center">
          <h3 className="font-display text-xl font-semibold">No chapters yet</h3>
          <p className="text-base-content/75 mx-auto mt-2 max-w-md text-sm">
            A course is a few chapters of short lessons: videos, articles and drawing exercises.
            {editable ? ' Start with the first chapter below.' : ''}
          </p>
        </div>
      ) : (
        <ol className="space-y-4">
          {chapters.map((chapter, index) => (
            <StudioChapterCard
              key={chapter._id}
              chapter={chapter}
              index={index}
              count={chapters.length}
              editable={editable}
              removable={removable}
              renaming={renaming === chapter._id}
              onStartRename={() => setRenaming(chapter._id)}
              onEndRename={() => setRenaming(null)}
              onRename={async (title) => {
                await calls.updateChapter.mutateAsync({ id: chapter._id, patch: { title } });
                toast.success('Chapter renamed');
              }}
              onMove={(to) => move('chapter', { id: chapter._id, from: index, to })}
              onDelete={() =>
                setDeleting({ kind: 'chapter', id: chapter._id, title: chapter.title })
              }
              onEditLesson={(lesson) => setEditing({ chapter, lesson })}
              onMoveLesson={(lesson, from, to) =>
                move('lesson', { id: lesson._id, chapterId: chapter._id, from, to })
              }
              onDeleteLesson={(lesson) =>
                setDeleting({ kind: 'lesson', id: lesson._id, title: lesson.title })
              }
            />
          ))}
        </ol>
      )}

      {editable && (
        <AddChapterForm
          first={chapters.length === 0}
          onAdd={async (title) => {
            await calls.addChapter.mutateAsync(title);
            toast.success('Chapter added');
          }}
        />
      )}

      <StudioLessonEditor
        open={editing !== null}
        lesson={editing?.lesson ?? null}
        chapterTitle={editing?.chapter.title ?? ''}
        onSave={saveLesson}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        pending={calls.deleteChapter.isPending || calls.deleteLesson.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
