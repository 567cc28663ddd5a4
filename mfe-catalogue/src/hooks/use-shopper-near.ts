// Whether the shopper has come near a part of the page: it came within `margin` of the screen (IntersectionObserver),
// or they pressed Tab (a keyboard user walks the page in order and must meet it there), or the caller said so (`near()`).
// False on the server and while hydrating, so a page renders the same there; a browser without IntersectionObserver
// is near at once. Once near, it stays near.
import { useEffect, useState, type RefObject } from 'react';

export function useShopperNear(target: RefObject<HTMLElement | null>, margin: string): [boolean, () => void] {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near) return undefined;
    const element = target.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [near, margin, target]);

  return [near, () => setNear(true)];
}
