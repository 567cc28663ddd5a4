// The header's account button for verified customers; the menu itself (links, sign-out, app QR box) loads on first open.
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { useHydrating } from '@shop/shared/query';
import { isVerified, useSession } from '@shop/shared/session';
import { AccountCircleIcon, Avatar, IconButton } from '@shop/shared/ui';
import { HEADER_NAMESPACE } from '../../../i18n/register';

// The menu needs MUI's popover, transitions and a few more icons: none of that is on the first screen.
const loadMenu = () => import('./profile-menu-list');
const ProfileMenuList = lazy(loadMenu);

export function ProfileMenu() {
  const { t } = useTranslation(HEADER_NAMESPACE);
  const verified = useSession(isVerified);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted after the first open, so the menu can play its closing transition.
  const [requested, setRequested] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  // Rendered on the server before its code arrives: a press then would be lost, so until hydrated it says it cannot be
  // pressed yet (looking the same: it is ready in a moment).
  const hydrating = useHydrating();
  // The menu is for verified customers; the host shows a login button to everyone else.
  if (!verified) return null;

  const open = Boolean(anchor);
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t('profileMenu.open')}
        aria-haspopup="menu"
        aria-disabled={hydrating || undefined}
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        // Start fetching the menu as soon as the shopper heads for the button.
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setRequested(true);
          setAnchor(e.currentTarget);
        }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          <AccountCircleIcon />
        </Avatar>
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <ProfileMenuList id={menuId} labelledBy={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
