import type { CourseInterest, CourseLevel } from '@glossy/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { RequireRole } from '../../../lib/auth/RequireRole';
import { safeReturnPath } from '../return-path';
import { InterestsStep, LevelStep } from './AnswerSteps';
import { FittingCourses } from './FittingCourses';
import { useOnboarding, useSaveOnboarding } from './onboarding-queries';

// The drawing engine loads on the sketch step only: the questions before it need none of it.
const SketchStep = lazy(() => import('./SketchStep').then((m) => ({ default: m.SketchStep })));

type Step = 'level' | 'interests' | 'sketch' | 'courses';
const steps: { step: Step; title: string }[] = [
  { step: 'level', title: 'Your level' },
  { step: 'interests', title: 'Your interests' },
  { step: 'sketch', title: 'A first sketch' },
  { step: 'courses', title: 'Courses for you' },
];

export default function OnboardingPage() {
  return (
    <RequireRole>
      <Onboarding />
    </RequireRole>
  );
}

/** Where the newcomer was going before sign-up: back there at the end, else their dashboard. */
function useNext() {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  return next === '/' ? '/dashboard' : next;
}

function Onboarding() {
  const state = useOnboarding();
  const save = useSaveOnboarding();
  const navigate = useNavigate();
  const next = useNext();
  const [step, setStep] = useState<Step>('level');
  const [level, setLevel] = useState<CourseLevel | null>(null);
  const [interests, setInterests] = useState<CourseInterest[]>([]);
  const [error, setError] = useState<string>();

  // Coming back later: the answers given before are where they were left.
  const stored = state.data;
  useEffect(() => {
    if (!stored) return;
    setLevel(stored.level);
    setInterests(stored.interests);
  }, [stored]);

  const store = async () => {
    setError(undefined);
    try {
      await save.mutateAsync({ level, interests });
      return true;
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Your answers could not be saved.');
      return false;
    }
  };
  const skip = async () => {
    if (await store()) navigate(next);
  };
  const index = steps.findIndex((s) => s.step === step);

  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <title>Welcome | Glossy Drawer</title>
      <header className="mb-8">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">Welcome</p>
        <h1 className="font-display mt-1 text-3xl font-semibold sm:text-4xl">
          Let’s find where you start
        </h1>
        <ol className="mt-5 grid grid-cols-4 gap-2" aria-label="Steps">
          {steps.map((s, i) => (
            <li key={s.step} aria-current={i === index ? 'step' : undefined} className="min-w-0">
              <span
                className={`block h-1.5 rounded-full ${i <= index ? 'bg-primary' : 'bg-base-300'}`}
              />
              <span
                className={`mt-2 hidden text-sm sm:block ${i === index ? 'font-semibold' : 'text-base-content/70'}`}
              >
                {s.title}
              </span>
            </li>
          ))}
        </ol>
        <p className="text-base-content/75 mt-2 text-sm sm:sr-only">
          Step {index + 1} of {steps.length}: {steps[index]!.title}
        </p>
      </header>
      {state.isPending ? (
        <Skeleton className="rounded-box h-64 w-full" />
      ) : state.isError ? (
        <QueryError error={state.error} onRetry={() => void state.refetch()} />
      ) : step === 'sketch' ? (
        <Suspense fallback={<Skeleton className="rounded-box h-96 w-full" />}>
          <SketchStep onDone={() => setStep('courses')} />
        </Suspense>
      ) : step === 'courses' ? (
        <FittingCourses next={next} onRestart={() => setStep('level')} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'level') return setStep('interests');
            void store().then((ok) => ok && setStep('sketch'));
          }}
        >
          {step === 'level' ? (
            <LevelStep level={level} onChange={setLevel} />
          ) : (
            <InterestsStep interests={interests} onChange={setInterests} />
          )}
          {error && (
            <p role="alert" className="text-error mt-4 text-sm font-medium">
              {error}
            </p>
          )}
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {step === 'interests' && (
              <button type="button" className="btn btn-outline" onClick={() => setStep('level')}>
                Back
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              Next
            </button>
            <button
              type="button"
              className="btn btn-ghost ml-auto"
              disabled={save.isPending}
              onClick={() => void skip()}
            >
              Skip for now
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
