// The moving part of the home carousel (swiper, loaded lazily so it stays out of the first bundle): one banner visible,
// circular, autoplay that holds still while the pointer is over the carousel or focus is inside it; labelled prev/next
// buttons and one dot button per banner, all usable by keyboard and announced to screen readers.
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { A11y, Autoplay, Keyboard, Swiper, SwiperSlide, type SwiperInstance } from '@shop/shared/ui-carousel';
import { useTranslation } from '@shop/shared/i18n';
import { Box, ButtonBase, ChevronLeftIcon, ChevronRightIcon, IconButton, SvgIcon } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import type { Banner } from '../../../api/banner-records';
import { BannerLink } from './banner-link';

export interface BannerSlidesProps {
  banners: readonly Banner[];
  /** Milliseconds between slides; 0 = no autoplay. */
  autoplayMs: number;
  /** The shopper's focus was on the first banner shown before the slides: it moves to that banner's slide. */
  focusFirst?: boolean;
}

const navButton = {
  position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 2, bgcolor: 'rgba(255,255,255,0.85)', boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

// Material's Pause and PlayArrow glyphs (the icon entries the first screen loads have neither).
const PAUSE_PATH = 'M6 19h4V5H6v14zm8-14v14h4V5h-4z';
const PLAY_PATH = 'M8 5v14l11-7z';

export default function BannerSlides({ banners, autoplayMs, focusFirst = false }: BannerSlidesProps) {
  const { t } = useTranslation(NAMESPACE);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusFirst && swiper) root.current?.querySelector<HTMLElement>(`.swiper-slide-active [data-banner-id="${banners[0]?.bannerId}"]`)?.focus();
    // Once, when swiper has started: the slides replaced the banner that had the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [swiper]);
  const [active, setActive] = useState(0);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // The shopper's own pause (WCAG 2.2.2); hover and focus pauses are temporary and do not change it.
  const [paused, setPaused] = useState(false);
  const several = banners.length > 1;
  const autoplay = several && autoplayMs > 0;

  // One rule for every reason to hold still; tracked on the whole carousel (buttons and dots included).
  const shouldPlay = autoplay && !paused && !pointerOver && !focusInside;
  useEffect(() => {
    const autoplayApi = swiper?.autoplay;
    if (!autoplay || !autoplayApi || swiper.destroyed) return;
    if (shouldPlay && !autoplayApi.running) autoplayApi.start();
    else if (!shouldPlay && autoplayApi.running) autoplayApi.stop();
  }, [swiper, autoplay, shouldPlay]);

  // A tap is not hovering: touch pointers enter and leave around every tap.
  const onPointerEnter = (e: PointerEvent) => e.pointerType !== 'touch' && setPointerOver(true);
  const onPointerLeave = (e: PointerEvent) => e.pointerType !== 'touch' && setPointerOver(false);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <Box
      ref={root}
      component="section"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      data-testid="banner-carousel"
      data-active-index={active}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      sx={{ position: 'relative', width: '100%', height: '100%', '& .swiper': { width: '100%', height: '100%' } }}
    >
      {autoplay && (
        // First in the carousel's tab order; its name says what a press does, so no aria-pressed as well.
        <IconButton
          aria-label={t(paused ? 'carousel.play' : 'carousel.pause')}
          onClick={() => setPaused((p) => !p)}
          size="small"
          sx={{ ...navButton, top: 8, right: 8, transform: 'none' }}
        >
          <SvgIcon fontSize="small"><path d={paused ? PLAY_PATH : PAUSE_PATH} /></SvgIcon>
        </IconButton>
      )}
      <Swiper
        modules={autoplay ? [A11y, Keyboard, Autoplay] : [A11y, Keyboard]}
        slidesPerView={1}
        loop={several}
        // Swiper's default drops a prev/next pressed during the 300 ms slide of a loop; a shopper pressing twice
        // (keyboard or mouse) should move twice.
        loopPreventsSliding={false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group', slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }) }}
        {...(autoplay ? { autoplay: { delay: autoplayMs, disableOnInteraction: false } } : {})}
        onSwiper={setSwiper}
        onSlideChange={(s) => setActive(s.realIndex)}
      >
        {banners.map((banner, i) => (
          <SwiperSlide key={banner.bannerId} style={{ height: '100%' }}>
            <BannerLink banner={banner} eager={i === 0} hidden={i !== active} />
          </SwiperSlide>
        ))}
      </Swiper>
      {several && (
        <>
          <IconButton aria-label={t('carousel.previous')} onClick={() => swiper?.slidePrev()} size="small" sx={{ ...navButton, left: 8 }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={t('carousel.next')} onClick={() => swiper?.slideNext()} size="small" sx={{ ...navButton, right: 8 }}>
            <ChevronRightIcon />
          </IconButton>
          <Box
            role="group"
            aria-label={t('carousel.dots')}
            sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, zIndex: 2, display: 'flex', justifyContent: 'center', gap: 0.5 }}
          >
            {banners.map((banner, i) => (
              <ButtonBase
                key={banner.bannerId}
                aria-label={t('carousel.goTo', { index: i + 1, total: banners.length, name: banner.bannerName })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => swiper?.slideToLoop(i)}
                sx={{
                  width: 24, height: 24, borderRadius: '50%',
                  '&::after': {
                    content: '""', width: 10, height: 10, borderRadius: '50%', border: '2px solid white', boxShadow: 1,
                    bgcolor: i === active ? 'primary.main' : 'rgba(255,255,255,0.6)',
                  },
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
