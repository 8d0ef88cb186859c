import { useNavigation } from 'react-router';

/** The first thing a keyboard user reaches: a jump past the navigation to the page itself. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      className="btn btn-sm btn-accent sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]"
    >
      Skip to content
    </a>
  );
}

/** A thin bar across the top while the next screen's code or data loads. */
export function NavigationProgress() {
  if (useNavigation().state !== 'loading') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="bg-primary h-full w-1/3 animate-[loading_1s_ease-in-out_infinite]" />
    </div>
  );
}
