// The combo's description: the back office's HTML, sanitized first.
import { Box, Skeleton } from '@shop/shared/ui';
import { useSanitizedHtml } from '../hooks/use-sanitized-html';

export function ComboDescription({ html }: { html: string | null }) {
  const clean = useSanitizedHtml(html);
  if (!html) return null;
  if (clean === null) return <Skeleton variant="text" height={72} />;
  return (
    <Box
      data-testid="combo-description"
      sx={{ '& img': { maxWidth: '100%', height: 'auto' }, '& p': { my: 1 }, overflowWrap: 'anywhere' }}
      // Sanitized by DOMPurify just above (no scripts, handlers or styles survive).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
