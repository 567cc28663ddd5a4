// One titled part of the filled cart (a region named by its heading, so screen-reader users can jump between them).
import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@shop/shared/ui';

export interface PanelSectionProps {
  title: string;
  children: ReactNode;
  /** Beside the heading (e.g. a 'change' link). */
  action?: ReactNode;
}

export function PanelSection({ title, children, action }: PanelSectionProps) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={id} component="h3" variant="subtitle1" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
