import { whenInDocument } from '@kelana/runtime';

import { PRESS_REQUESTED, SUBMIT_REQUESTED } from '@/layout/first-screen-submit';
import { useLayoutEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor did to one field of the first screen, read before the screen goes. */
interface Carried {
  field: Field;
  value: string;
  focused: boolean;
  selection: [number, number, 'forward' | 'backward' | 'none'] | null;
}

/**
 * The server sends some pages with their first screen already drawn (modules/web/first_screen.py): `#first-screen`
 * before `#root`, which stays hidden behind it (layout.css). Once the page React rendered has committed, the first
 * screen goes in the same frame, so nothing blinks; what the visitor already did there moves to the live page: each
 * field's value (by its name: the sign-in form's e-mail and password; the home page's search box by its role), the
 * focus, and the caret or the selected text.
 */
export function releaseFirstScreen(doc: Document = document): void {
  const first = doc.getElementById('first-screen');
  if (!first) return;
  const carried = Array.from(first.querySelectorAll<Field>('input, select, textarea'))
    .map((field) => read(doc, field))
    .filter((state) => state.value !== initialValue(state.field) || state.focused);
  const submit = first.dataset[SUBMIT_REQUESTED] === '1';
  const pressed = first.dataset[PRESS_REQUESTED];
  first.remove();
  for (const state of carried) {
    const live = liveCounterpart(doc, state.field);
    if (!live) continue;
    if (state.value !== initialValue(state.field)) setLiveValue(live, state.value);
    if (!state.focused) continue;
    live.focus({ preventScroll: true });
    if (state.selection && 'setSelectionRange' in live) {
      try {
        live.setSelectionRange(...state.selection);
      } catch {
        // An e-mail field has no caret to set.
      }
    }
  }
  // Asked to send before the app took over: the live form is sent now, with what was carried over.
  if (submit) doc.querySelector<HTMLFormElement>('#main form')?.requestSubmit();
  // A button pressed meanwhile (an order card's "details"): the live one it named is pressed now.
  if (pressed) liveButton(doc, pressed)?.click();
}

function liveButton(doc: Document, selector: string): HTMLElement | null {
  try {
    return doc.getElementById('main')?.querySelector<HTMLElement>(selector) ?? null;
  } catch {
    return null; // not a selector: nothing to press
  }
}

/** The value the server drew a field with (a select: its preselected option, else the first). */
function initialValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = Array.from(field.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

function read(doc: Document, field: Field): Carried {
  let selection: Carried['selection'] = null;
  try {
    if ('selectionStart' in field && field.selectionStart !== null && field.selectionEnd !== null) {
      selection = [field.selectionStart, field.selectionEnd, field.selectionDirection ?? 'none'];
    }
  } catch {
    // Reading the caret of an e-mail field throws in some browsers.
  }
  return { field, value: field.value, focused: doc.activeElement === field, selection };
}

/** The live page's field for a first-screen field: the same name in #main, or the search box for a search. */
function liveCounterpart(doc: Document, field: Field): Field | null {
  const main = doc.getElementById('main');
  if (!main) return null;
  if (field.closest('[role="search"]')) return main.querySelector<HTMLInputElement>('[role="search"] input');
  if (!field.name) return null;
  return main.querySelector<Field>(`[name="${CSS.escape(field.name)}"]`);
}

/** A React-controlled field learns its value from an input (a select: change) event after the native setter ran. */
function setLiveValue(live: Field, value: string): void {
  const prototype = Object.getPrototypeOf(live) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(live, value);
  live.dispatchEvent(new Event(live instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * A page heading still loading its words (a region page's name before the region has loaded), or a part of the page
 * that asks to keep the first screen while its data loads (the order history's list: the server may have drawn it).
 */
const STILL_LOADING = 'h1[aria-busy="true"], h1 [aria-busy="true"], [data-first-screen-hold]';

/**
 * Rendered after a page inside its Suspense boundary. React commits the boundary's children together, so the page
 * is in the document when this marker's layout effect runs; the first screen goes at the next frame, once the
 * page's elements still stand before the marker (before that frame is painted, so nothing blinks). While the
 * page's heading, or a part marked `data-first-screen-hold`, is still loading, the server's first screen stays.
 */
export function FirstScreenRelease() {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const node = marker.current;
    const pageStands = () =>
      node === null || (node.isConnected && node.previousSibling !== null && !node.parentElement?.querySelector(STILL_LOADING));
    return whenInDocument(pageStands, () => releaseFirstScreen());
  }, []);
  return <span ref={marker} hidden />;
}
