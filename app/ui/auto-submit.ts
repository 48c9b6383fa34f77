/**
 * Enhancement for GET filter forms (document 1 §4: the phrase applies after a 1 second
 * pause): once JavaScript runs, typing in the search box submits the form 1000 ms after the
 * last keystroke, and a changed select submits at once. Without JavaScript the form's own
 * submit button does the same.
 */
import { useEffect, useRef } from 'react';

export const DEBOUNCE_MS = 1000;

export function useAutoSubmit<T extends HTMLFormElement>(delay = DEBOUNCE_MS) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const submit = () => {
      clearTimeout(timer);
      form.requestSubmit();
    };
    const onInput = (e: Event) => {
      const target = e.target as HTMLElement;
      if (target instanceof HTMLInputElement && target.type === 'search') {
        clearTimeout(timer);
        timer = setTimeout(submit, delay);
      }
    };
    const onChange = (e: Event) => {
      if (e.target instanceof HTMLSelectElement) submit();
    };
    const onSubmit = () => clearTimeout(timer);
    form.addEventListener('input', onInput);
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    // Marks the form as enhanced (tests wait for it before typing).
    form.dataset.autoSubmit = 'on';
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
      delete form.dataset.autoSubmit;
    };
  }, [delay]);
  return ref;
}

/** Keeps an uncontrolled input in step with the URL after a client navigation, unless the user is typing in it. */
export function useSyncedValue<T extends HTMLInputElement | HTMLSelectElement>(value: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && document.activeElement !== el && el.value !== value) el.value = value;
  }, [value]);
  return ref;
}
