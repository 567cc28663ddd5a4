// Covers the shop on a phone held sideways: the layout is designed for portrait only.
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@shop/shared/i18n';
import { Box, ScreenRotationIcon, Typography } from '@shop/shared/ui';
import { useLandscape } from '../hooks/use-landscape';

export function LandscapeNotice() {
  const { t } = useTranslation('host');
  const landscape = useLandscape();
  const ref = useRef<HTMLDivElement>(null);

  // A modal in earnest: focus moves into it and the page behind is inert (no tabbing, no screen-reader
  // browsing) until the phone is upright again.
  useEffect(() => {
    const notice = ref.current;
    if (!landscape || !notice) return;
    const behind = Array.from(document.body.children).filter((el) => el !== notice && !el.hasAttribute('inert'));
    for (const el of behind) el.setAttribute('inert', '');
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    notice.focus();
    return () => {
      for (const el of behind) el.removeAttribute('inert');
      before?.focus();
    };
  }, [landscape]);

  if (!landscape) return null;
  return createPortal(
    <Box
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="landscape-notice-title"
      aria-describedby="landscape-notice-text"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 3,
        textAlign: 'center',
        outline: 'none',
      }}
    >
      <ScreenRotationIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography id="landscape-notice-title" variant="h2" component="p">
        {t('landscape.title')}
      </Typography>
      <Typography id="landscape-notice-text">{t('landscape.message')}</Typography>
    </Box>,
    document.body,
  );
}
