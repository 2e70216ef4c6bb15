'use client';

import { unstable_rethrow } from 'next/navigation';
import { useActionState, useEffect, useRef, useState, useTransition, type FocusEvent, type FormEvent } from 'react';
import {
  FORM_FIELDS,
  formValues,
  validateLead,
  type FieldErrors,
  type FieldName,
  type LeadType,
} from '@/lib/leads/lead-form';
import type { LeadFormState } from './submit-lead';
import { useAfterPress } from './use-after-press';

export type LeadFormAction = (state: LeadFormState, form: FormData) => Promise<LeadFormState>;

const INITIAL: LeadFormState = { status: 'editing', errors: {}, values: {} };

/**
 * A lead form's behaviour. It works as a plain form posted to the server action; with JavaScript,
 * the whole form is checked with the server's schema before it is sent, a field when it is left,
 * and an error goes as soon as the field is corrected. Each refusal moves the focus to `summary`.
 */
export function useLeadForm(type: LeadType, action: LeadFormAction, token: string) {
  // Without JavaScript the browser posts the form to the server action, and the page it gets back
  // starts from the action's answer. With JavaScript the form is sent by `send` below.
  const [posted, postAction] = useActionState(action, INITIAL);
  const [answer, setAnswer] = useState(posted);
  // What the summary lists: the server's answer, then the browser's own checks.
  const [errors, setErrors] = useState<FieldErrors>(posted.errors);
  // Each refusal (in the browser or by the server) moves the focus to the summary.
  const [refusals, setRefusals] = useState(posted.status === 'editing' ? 0 : 1);
  // The token of the form as it was first shown: a refresh of the page (coming back online does
  // one) renders a new one, which would make a correction "too fast" and the same answers a new lead.
  const [shownToken] = useState(token);
  const [sending, startSending] = useTransition();
  const busy = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const afterPress = useAfterPress();
  const names = new Set<string>(FORM_FIELDS[type].map((field) => field.name));

  useEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);

  const check = (form: HTMLFormElement) => validateLead(type, formValues(new FormData(form)));
  const refuse = (next: FieldErrors) => {
    setErrors(next);
    setRefusals((count) => count + 1);
  };

  /**
   * Sends the form to the server action from the browser, without React's form reset: a refused
   * form keeps every value as the visitor left it (selects included, which a reset would empty).
   * A second press while it is on its way sends nothing.
   */
  const send = (form: HTMLFormElement) => {
    if (busy.current) return;
    busy.current = true;
    const data = new FormData(form);
    startSending(async () => {
      try {
        const next = await action(answer, data);
        setAnswer(next);
        refuse(next.errors);
      } catch (error) {
        // The thank-you page: the router follows the action's redirect.
        unstable_rethrow(error);
        // The request never got an answer (the network, the server): nothing was kept, say so.
        refuse({ form: 'unsent' });
      } finally {
        busy.current = false;
      }
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = check(form);
    if (result.ok) send(form);
    else refuse(result.errors);
  };

  /** A field left: its error as the schema sees it now (it may depend on another, as the phone on the country). */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const name = target.name as FieldName;
    if (!names.has(name)) return;
    // Pressing send checks every field, and its summary takes the focus.
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
    const result = check(event.currentTarget);
    const error = result.ok ? undefined : result.errors[name];
    afterPress(() =>
      setErrors((current) => {
        // An empty field passed through is not yet a mistake.
        if (target.value === '' && !current[name]) return current;
        const next = { ...current };
        if (error) next[name] = error;
        else delete next[name];
        return next;
      }),
    );
  };

  /** A field changed: every error it fixes goes at once (a new one waits until the field is left). */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (Object.keys(errors).length === 0) return;
    const result = check(event.currentTarget);
    const fixed = (name: string) => name !== 'form' && (result.ok || !result.errors[name as FieldName]);
    if (!Object.keys(errors).some(fixed)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !fixed(name))) as FieldErrors);
  };

  return {
    postAction,
    /** What the visitor had typed when the server refused the form without JavaScript. */
    postedValues: posted.values,
    errors,
    // Until the next send: the visitor cannot change it by correcting a field.
    rateLimitMinutes: answer.status === 'rate-limited' ? (answer.retryAfterMinutes ?? 1) : null,
    formToken: answer.token ?? shownToken,
    sending,
    summary,
    handlers: { onSubmit, onBlur, onChange },
  };
}
