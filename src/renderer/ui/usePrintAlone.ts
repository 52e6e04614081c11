// Printing one part of the page alone: a body class that the part's print stylesheet keys on,
// set while the system's print dialog is open and removed when it closes.
import { useEffect, useState } from 'react';

/**
 * `start()` marks the body with `bodyClass` and mounts what prints (`printing` is true); the part
 * calls `print()` once it is drawn. The dialog's `afterprint` ends it.
 */
export function usePrintAlone(bodyClass: string) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    document.body.classList.add(bodyClass);
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(bodyClass);
    };
  }, [printing, bodyClass]);
  return { printing, start: () => setPrinting(true) };
}
