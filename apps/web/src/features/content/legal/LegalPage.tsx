import { PageHeader } from '../../../components/ui/PageHeader';
import type { LegalBlock, LegalDocument } from './legal-document';
import { LegalTable } from './LegalTable';
import { RichText } from './RichText';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Renders a Terms- or Privacy-style document: header, table of contents, numbered sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const updated = dateFormat.format(new Date(`${doc.lastUpdated}T00:00:00Z`));
  return (
    <>
      <PageHeader title={doc.title} eyebrow={doc.eyebrow}>
        <p>{doc.intro}</p>
        <p className="mt-3 text-base">
          Last updated: <time dateTime={doc.lastUpdated}>{updated}</time>
        </p>
      </PageHeader>
      <div className="section container-page grid items-start gap-10 grid-cols-[minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav
          aria-labelledby="legal-toc"
          className="bg-base-200 rounded-box p-6 lg:sticky lg:top-[124px]"
        >
          <h2 id="legal-toc" className="mb-3 text-lg font-semibold">
            On this page
          </h2>
          <ol className="flex list-inside list-decimal flex-col gap-2 text-sm">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="link link-hover">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-[70ch] min-w-0 flex-col gap-12">
          {doc.sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="mb-4 text-2xl font-semibold sm:text-3xl">
                <span className="text-primary me-2">{i + 1}.</span>
                {section.heading}
              </h2>
              <div className="text-base-content/85 flex flex-col gap-4 leading-relaxed">
                {section.blocks.map((block, j) => (
                  <Block key={j} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="marker:text-primary flex list-disc flex-col gap-2 ps-6">
        {block.list.map((item, i) => (
          <li key={i}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return <LegalTable {...block.table} />;
}
