import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useOnboarding } from './onboarding-queries';

/**
 * Onboarding, reachable again from the home: an invitation while it was never done (it is never
 * opened uninvited after sign-up), a plain link to change the answers after.
 */
export function OnboardingInvite() {
  const state = useOnboarding();
  if (!state.data) return null;
  if (state.data.done) {
    return (
      <p className="mt-8 text-sm">
        <Link to="/welcome" className="link link-primary font-semibold">
          Change your level and interests
        </Link>{' '}
        <span className="text-base-content/75">to see other courses that fit.</span>
      </p>
    );
  }
  return (
    <section
      aria-labelledby="onboarding-invite"
      className="card-art mt-10 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="bg-accent/25 grid size-12 shrink-0 place-items-center rounded-2xl">
        <Icon name="target" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 id="onboarding-invite" className="font-display text-xl font-semibold">
          Find courses that fit you
        </h2>
        <p className="text-base-content/75 text-sm">
          Two questions and a first sketch: about two minutes.
        </p>
      </div>
      <Link to="/welcome" className="btn btn-primary">
        Start
      </Link>
    </section>
  );
}
