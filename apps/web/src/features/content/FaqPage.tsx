import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { contentKeys, fetchFaq } from './api';

export default function FaqPage() {
  return (
    <>
      <PageHeader title="Frequently asked questions" eyebrow="FAQ">
        Short answers about digital art, the sketchpad and learning with Glossy Drawer.
      </PageHeader>
      <div className="section container-page grid items-start gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <FaqList />
        <aside
          aria-labelledby="faq-help"
          className="card-art flex flex-col lg:sticky lg:top-[124px]"
        >
          <img
            src="/media/gallery/gallery-03.webp"
            alt=""
            width={720}
            height={900}
            loading="lazy"
            decoding="async"
            className="bg-base-200 hidden aspect-[4/3] w-full object-cover lg:block"
          />
          <div className="flex flex-col items-start gap-3 p-6 sm:p-8">
            <h2 id="faq-help" className="text-2xl font-semibold">
              Need a hand?
            </h2>
            <p className="text-base-content/75">
              Ask about courses, payments or the sketchpad. We answer every message within two
              working days.
            </p>
            <Link to="/contact" className="btn btn-primary mt-2">
              Still have questions? Contact us
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}

function FaqList() {
  const faq = useQuery({ queryKey: contentKeys.faq, queryFn: ({ signal }) => fetchFaq(signal) });
  if (faq.isError) return <QueryError error={faq.error} onRetry={() => void faq.refetch()} />;
  if (faq.isPending) {
    return (
      <div
        className="flex flex-col gap-3"
        role="status"
        aria-busy="true"
        aria-label="Loading questions"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="rounded-box h-16 w-full" />
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {faq.data.map((entry, i) => (
        <details
          key={entry.id}
          open={i === 0}
          className="collapse-arrow border-base-300 bg-base-100 rounded-box collapse border"
        >
          <summary className="collapse-title font-display pe-12 text-lg font-semibold focus-visible:outline-offset-[-3px]">
            {entry.question}
          </summary>
          <div className="collapse-content text-base-content/80 leading-relaxed">
            <p>{entry.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
