// The heading row of a titled section (home carousels, the sliders under a product): the h2 and, at its right, a
// "view all" link or another control that never wraps; a long title wraps on its own side instead.
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@shop/shared/router';
import { Box, Link, Typography } from '@shop/shared/ui';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** The "view all" link, when the section has a list page. */
  viewAll?: { to: string; text: string; label: string };
  /** Another control at the right of the title (a carousel's pause button). */
  action?: ReactNode;
}

/** Phones get a smaller h2 so common titles ("Productos populares") fit on one line beside the link. */
const TITLE_SIZE = { xs: '1.25rem', md: '1.5rem' } as const;

export function SectionHeading({ id, title, viewAll, action }: SectionHeadingProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.5, minHeight: 34 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700, fontSize: TITLE_SIZE, minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {viewAll && (
        <Link component={RouterLink} to={viewAll.to} aria-label={viewAll.label} sx={{ fontWeight: 600, whiteSpace: 'nowrap', flexShrink: 0 }}>
          {viewAll.text}
        </Link>
      )}
      {action && <Box sx={{ flexShrink: 0, alignSelf: 'center' }}>{action}</Box>}
    </Box>
  );
}
