// One slide: the banner's artwork as a link to its destination.
import { Link as RouterLink } from '@shop/shared/router';
import { Box } from '@shop/shared/ui';
import { BannerPicture } from '../../../components/banner-picture';
import type { Banner } from '../../../api/banner-records';
import { bannerDestination } from '../../../utils/banner-destination';

export interface BannerLinkProps {
  banner: Banner;
  eager?: boolean;
  /** Hidden slides are out of the tab order and of the accessibility tree. */
  hidden?: boolean;
}

export function BannerLink({ banner, eager, hidden = false }: BannerLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={bannerDestination(banner)}
      data-banner-id={banner.bannerId}
      {...(hidden ? { tabIndex: -1, 'aria-hidden': true } : {})}
      sx={{ display: 'block', width: '100%', height: '100%', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      <BannerPicture imageUrl={banner.imageUrl} webImageUrl={banner.webImageUrl} alt={banner.bannerName} eager={eager} />
    </Box>
  );
}
