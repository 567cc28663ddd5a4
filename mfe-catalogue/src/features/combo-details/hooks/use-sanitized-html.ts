// Sanitized HTML for a component: null until DOMPurify has cleaned the current text.
import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../utils/sanitize-html';

export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (!html) return;
    let current = true;
    sanitizeHtml(html).then((result) => current && setClean({ source: html, html: result }));
    return () => {
      current = false;
    };
  }, [html]);
  return html && clean?.source === html ? clean.html : null;
}
