// Swiper carousel with labelled prev/next buttons; loaded lazily so swiper stays out of the first bundle.
// Autoplay (WCAG 2.2.2) stops while the pointer is over the carousel or focus is inside it, and while the shopper
// has paused it (the section's pause/play toggle); it restarts through swiper's own autoplay.start().
import { useEffect, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { A11y, Autoplay, Keyboard, Swiper, SwiperSlide, type SwiperInstance } from '@shop/shared/ui-carousel';
import { Box, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@shop/shared/ui';
import { NAMESPACE } from '../../i18n/register';
import type { ResponsiveCarousel } from '../../utils/carousel-breakpoints';

export interface CarouselProps<T> {
  /** The section's name, used in the buttons' accessible names ("Next: Brands"). */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  layout: ResponsiveCarousel;
  loop?: boolean;
  /** Milliseconds between automatic slides; omitted or 0 = no autoplay. */
  autoplayMs?: number;
  /** The shopper paused the autoplay (pause/play toggle): it stays stopped until this turns false. */
  autoplayPaused?: boolean;
  spaceBetween?: number;
}

const navButton = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 2, bgcolor: 'background.paper', boxShadow: 1 } as const;

export default function Carousel<T>({
  label, items, getKey, renderItem, layout, loop = false, autoplayMs = 0, autoplayPaused = false, spaceBetween = 12,
}: CarouselProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ beginning: true, end: false });
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const track = (s: SwiperInstance) => setEdges({ beginning: s.isBeginning, end: s.isEnd });
  const autoplay = autoplayMs > 0;

  // One rule for every reason to hold still. Tracked on the whole carousel (prev/next buttons included), not with
  // swiper's pauseOnMouseEnter: that covers the slides only, and its pause/resume would fight our stop/start.
  const shouldPlay = autoplay && !autoplayPaused && !pointerOver && !focusInside;
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
      sx={{ position: 'relative', px: { xs: 0, sm: 5 } }}
      {...(autoplay ? { onPointerEnter, onPointerLeave, onFocus: () => setFocusInside(true), onBlur } : {})}
    >
      <IconButton
        aria-label={t('carousel.previous', { section: label })}
        onClick={() => swiper?.slidePrev()}
        disabled={!loop && edges.beginning}
        sx={{ ...navButton, left: 0, display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Swiper
        modules={autoplay ? [A11y, Keyboard, Autoplay] : [A11y, Keyboard]}
        slidesPerView={layout.base.slidesPerView}
        slidesPerGroup={layout.base.slidesPerGroup}
        breakpoints={layout.breakpoints}
        spaceBetween={spaceBetween}
        loop={loop}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          firstSlideMessage: t('carousel.firstSlide'),
          lastSlideMessage: t('carousel.lastSlide'),
          // Swiper fills in its own {{index}} / {{slidesLength}} placeholders.
          slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
          containerMessage: label,
        }}
        {...(autoplay ? { autoplay: { delay: autoplayMs, disableOnInteraction: false } } : {})}
        onSwiper={(s) => {
          setSwiper(s);
          track(s);
        }}
        onSlideChange={track}
        onResize={track}
      >
        {items.map((item) => (
          <SwiperSlide key={getKey(item)}>{renderItem(item)}</SwiperSlide>
        ))}
      </Swiper>
      <IconButton
        aria-label={t('carousel.next', { section: label })}
        onClick={() => swiper?.slideNext()}
        disabled={!loop && edges.end}
        sx={{ ...navButton, right: 0, display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
