// A part of a server-rendered page that the browser hydrates only when the shopper comes near it. Until then it is the
// server's HTML as sent: shown, its links working as plain links, but none of its code run. The home page's sections
// below a phone's first screen (popular products, rebuy, brands) were hydrated during the load with everything else:
// React's work on their tiles was a good part of the load's long tasks, for sections the shopper may never reach.
//
// Hydrated when the part comes within `margin` of the screen, at the first Tab (a keyboard user walks the page in order),
// and when a press or the focus lands in it (that press is then handled: React hydrates the part at once for it). Rendered
// in the browser (a client-side visit, or a part the server did not render), it renders at once, as usual.
//
// How: a child reads a promise (React's `use`) that is settled only then, inside a Suspense boundary of its own; React
// leaves a boundary whose child is waiting as the server sent it. The part is memoised and must be given a constant
// element (see HomeSections): a new element would reach the waiting boundary, and React would then render it afresh in
// the browser, dropping the server's HTML for the boundary's empty fallback until it is near.
import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@shop/shared/ui';

/** Outside the screen by this much, a part is hydrated (CSS length). */
export const HYDRATE_MARGIN = '300px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function Waiting({ until, children }: { until: Promise<void> | null; children: ReactNode }) {
  if (until) use(until);
  return children;
}

export interface HydrateWhenNearProps {
  /** Names the part in the page (data-hydrate-near; letters, digits and hyphens): how the browser finds the server's HTML
   * of it. Unique per page. */
  id: string;
  children: ReactNode;
  margin?: string;
}

/**
 * Whether the server's HTML of the part is in the page and not yet React's: then this render is its hydration. (An
 * element React has rendered carries React's own keys: the page being left, while the next one renders beside it.)
 */
function serverHtmlOf(id: string): boolean {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return false;
  const element = document.querySelector(`[data-hydrate-near="${id}"]`);
  return element !== null && !Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

export const HydrateWhenNear = memo(function HydrateWhenNear({ id, children, margin = HYDRATE_MARGIN }: HydrateWhenNearProps) {
  const box = useRef<HTMLDivElement>(null);
  const [waiting] = useState(() => (serverHtmlOf(id) ? gate() : null));

  useEffect(() => {
    const element = box.current;
    if (!waiting) return undefined;
    if (!element) {
      waiting.open();
      return undefined;
    }
    const open = () => waiting.open();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') open();
    };
    document.addEventListener('keydown', onKeyDown);
    // Heard on the window as it starts (capture), before React's listeners on the page's root: React stops a press on a
    // part it cannot hydrate yet there. The click that follows the press then finds the part ready.
    const onPressOrFocus = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    window.addEventListener('pointerdown', onPressOrFocus, { capture: true });
    window.addEventListener('focusin', onPressOrFocus, { capture: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPressOrFocus, { capture: true });
      window.removeEventListener('focusin', onPressOrFocus, { capture: true });
    };
  }, [waiting, margin]);

  return (
    // A part that renders nothing (a section without records) leaves no box: the page's spacing stays as without it.
    <Box ref={box} data-hydrate-near={id} sx={{ '&:empty': { display: 'none' } }}>
      <Suspense fallback={null}>
        <Waiting until={waiting?.promise ?? null}>{children}</Waiting>
      </Suspense>
    </Box>
  );
});
