import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissFormToasts, pageChanged } from '../lib/toast';

/**
 * A toast lives no longer than what it is about: one about a form's input leaves when the user
 * changes the form (a key typed, a box ticked, a choice made); a page change leaves the earlier
 * pages' toasts behind (the outcome of the action that led to the new page stays for that page).
 */
export function ToastLifetimes() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    pageChanged();
  }, [pathname]);

  useEffect(() => {
    // Only the user's own edits raise these events; the app setting a value does not.
    document.addEventListener('input', dismissFormToasts, true);
    document.addEventListener('change', dismissFormToasts, true);
    return () => {
      document.removeEventListener('input', dismissFormToasts, true);
      document.removeEventListener('change', dismissFormToasts, true);
    };
  }, []);
  return null;
}
