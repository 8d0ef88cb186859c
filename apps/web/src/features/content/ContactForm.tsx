import type { ContactMessage } from '@glossy/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { sendContactMessage } from './api';
import {
  checkContact,
  contactFields,
  emptyContact,
  type ContactErrors,
  type ContactField,
} from './contact-rules';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';

const sentMessage = 'Thank you! Your message has been sent.';
const tooManyMessage =
  'You have sent several messages in a short time. Please wait a minute and try again.';

/** Splits a failed send into messages under the fields it concerns and one for the whole form. */
function describeFailure(error: unknown): { fields: ContactErrors; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'Your message could not be sent.' };
  if (error.status === 429) return { fields: {}, form: tooManyMessage };
  const fields: ContactErrors = {};
  for (const field of contactFields) {
    const message = error.fields[field];
    if (message) fields[field] = message;
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: error.message };
}

export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactMessage>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);

  const focusFirstInvalid = (invalid: ContactErrors) => {
    const first = contactFields.find((field) => invalid[field]);
    const control = first ? form.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast.success(sentMessage);
      setValues(emptyContact);
      setSent(true);
    },
    onError: (error) => {
      const failure = describeFailure(error);
      setErrors(failure.fields);
      setFormError(failure.form);
      focusFirstInvalid(failure.fields);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    setFormError(undefined);
    const invalid = checkContact(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      focusFirstInvalid(invalid);
      return;
    }
    send.mutate({ ...values, from_email: values.from_email.trim() });
  };

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    setSent(false);
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={errors.from_name}>
          {(control) => (
            <input
              {...control}
              name="from_name"
              type="text"
              autoComplete="name"
              required
              className="input w-full"
              value={values.from_name}
              onChange={(event) => update('from_name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.from_email}>
          {(control) => (
            <input
              {...control}
              name="from_email"
              type="email"
              autoComplete="email"
              required
              className="input w-full"
              value={values.from_email}
              onChange={(event) => update('from_email', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            required
            className="textarea w-full text-base"
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </FormField>
      {formError && (
        <p role="alert" className="alert alert-error alert-soft">
          {formError}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <SubmitButton pending={send.isPending} className="w-full sm:w-auto sm:min-w-40">
          {send.isPending ? 'Sending…' : 'Send message'}
        </SubmitButton>
        <p role="status" className="text-success font-medium">
          {sent && (
            <>
              <span aria-hidden="true">✓ </span>
              {sentMessage} We usually reply within two working days.
            </>
          )}
        </p>
      </div>
    </form>
  );
}
