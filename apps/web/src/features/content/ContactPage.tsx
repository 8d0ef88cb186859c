import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { ContactForm } from './ContactForm';

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact with Us" eyebrow="Say hello">
        Questions about a course, a payment or the sketchpad? Write to us and a real person will
        answer.
      </PageHeader>
      <div className="section container-page grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14">
        <ContactDetails />
        <section aria-labelledby="contact-form-title" className="card-art p-6 sm:p-10">
          <h2 id="contact-form-title" className="mb-2 text-2xl font-semibold sm:text-3xl">
            Send us a message
          </h2>
          <p className="text-base-content/75 mb-8">All fields are required.</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}

function ContactDetails() {
  return (
    <section
      aria-labelledby="contact-details-title"
      className="bg-neutral text-neutral-content rounded-box relative overflow-hidden p-6 sm:p-10"
    >
      <div
        aria-hidden="true"
        className="bg-primary/30 absolute -top-16 -right-16 size-48 rounded-full blur-2xl"
      />
      <h2 id="contact-details-title" className="relative mb-8 text-2xl font-semibold sm:text-3xl">
        Visit or call the studio
      </h2>
      <dl className="relative flex flex-col gap-6">
        <Detail term="Address">
          <address className="not-italic">
            Rua das Flores 27
            <br />
            1200-195 Lisbon, Portugal
          </address>
        </Detail>
        <Detail term="Email">
          <a href="mailto:hello@glossydrawer.local" className="link link-hover break-all">
            hello@glossydrawer.local
          </a>
        </Detail>
        <Detail term="Phone">
          <a href="tel:+351210002023" className="link link-hover">
            +351 21 000 2023
          </a>
        </Detail>
        <Detail term="Opening hours">
          <p>Monday to Friday, 09:00–18:00</p>
          <p>Saturday, 10:00–14:00</p>
          <p className="text-neutral-content/75">Closed on Sundays and public holidays</p>
        </Detail>
      </dl>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-accent mb-1 text-xs font-semibold tracking-widest uppercase">{term}</dt>
      <dd className="leading-relaxed">{children}</dd>
    </div>
  );
}
