// A carousel of labelled slides with named prev/next buttons: a static row until the shopper comes near it, then a
// swiper on the same markup.
// A page holds several (home: categories, combos, popular, rebuy, brands; a product: its sliders), and starting a
// swiper measures and restyles every slide: on a cheap phone the starts of the rows below the first screen were among
// the longest tasks of the home page's load. So the server, and the browser while it hydrates, render swiper's markup
// laid out as swiper lays it out (the same slide widths by breakpoint, the same gap), and swiper is started on that
// markup (not through its React component, which renders its own and would replace the row's tiles, and the focus in
// them). Swiper's code (@shop/shared/ui-carousel, 27 KB gzip) is not part of the page's first load: it is fetched when
// the first row starts. A row starts when a mouse enters it, when its prev/next is pressed (that step is then taken),
// or when it comes within NEAR_MARGIN of the screen (or at the first Tab: a keyboard user walks the page in order and
// meets it swiping) and the page has loaded and had a quiet moment (@shop/shared/idle): the rows of the first screen
// show everything they show as static rows, and starting them during the load only competed with it. A press under
// way on the row is let finish first. A browser without IntersectionObserver starts it at once. Rows due together start
// one per task (startInTurn).
// Autoplay (WCAG 2.2.2) stops while the pointer is over the carousel or focus is inside it, and while the shopper has
// paused it (the section's pause/play toggle); it restarts through swiper's own autoplay.start().
import { useEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import type { SwiperInstance } from '@shop/shared/ui-carousel';
import { whenIdle } from '@shop/shared/idle';
import { Box, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@shop/shared/ui';
import { NAMESPACE } from '../../i18n/register';
import { useShopperNear } from '../../hooks/use-shopper-near';
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

/**
 * Rows due to become swipers, started one per task. The rows near the screen come due in the same quiet moment and get
 * swiper's code in the same instant; started together, each measuring and restyling its slides, they made one long task
 * (up to ~110 ms on a cheap phone for the home page's rows). One at a time, the browser can handle the shopper's input
 * and paint between two rows.
 */
const due: Array<() => void> = [];
function startNextRow() {
  due.shift()?.();
  if (due.length > 0) setTimeout(startNextRow, 0);
}
/** Queues a row's start; returns a function that takes it out of the queue (it is not started then). */
export function startInTurn(start: () => void): () => void {
  due.push(start);
  if (due.length === 1) setTimeout(startNextRow, 0);
  return () => {
    const at = due.indexOf(start);
    if (at >= 0) due.splice(at, 1);
  };
}

/** How far from the screen a row becomes a swiper (CSS length). */
export const NEAR_MARGIN = '200px';

type Step = 'previous' | 'next';

/** One slide's width as swiper computes it: (row − gaps between the visible slides) ÷ slides per view. */
const slideWidth = (perView: number, gap: number) => `calc((100% - ${gap * (perView - 1)}px) / ${perView})`;

/** The static row's slides by breakpoint: swiper's breakpoints are min-widths of the window, as media queries are. */
export function staticSlideSx(layout: ResponsiveCarousel, gap: number): Record<string, CSSProperties | string> {
  const sx: Record<string, CSSProperties | string> = { position: 'relative', flexShrink: '0', width: slideWidth(layout.base.slidesPerView, gap), marginRight: `${gap}px` };
  for (const [minWidth, step] of Object.entries(layout.breakpoints).sort(([a], [b]) => Number(a) - Number(b))) {
    sx[`@media (min-width: ${minWidth}px)`] = { width: slideWidth(step.slidesPerView, gap) };
  }
  return sx;
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
  const row = useRef<HTMLDivElement>(null);
  // Static on the server and while hydrating; a swiper once the shopper comes near (after the load's quiet moment) or
  // reaches for it (at once).
  const [near, wakeNear] = useShopperNear(row, NEAR_MARGIN);
  const [reached, setReached] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const [quiet, setQuiet] = useState(false);
  useEffect(() => (near && !reached && !quiet ? whenIdle(() => setQuiet(true)) : undefined), [near, reached, quiet]);
  const live = reached || (near && quiet);
  const wake = () => {
    setReached(true);
    wakeNear();
  };
  // A failed download of swiper's code: the next press of prev/next tries again.
  const [attempt, setAttempt] = useState(0);
  const swiperElement = useRef<HTMLDivElement>(null);
  const firstStep = useRef<Step | null>(null);
  // A pointer pressed on the row and not yet released.
  const pressing = useRef(false);
  const autoplay = autoplayMs > 0;
  // The same layout whatever object it came in (a caller may make it on every render).
  const layoutKey = JSON.stringify(layout);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const steadyLayout = useMemo(() => layout, [layoutKey]);

  // Swiper on the row's own markup; started again when what it was started with changes (the language of its messages).
  const firstSlideMessage = t('carousel.firstSlide');
  const lastSlideMessage = t('carousel.lastSlide');
  // Swiper fills in its own {{index}} / {{slidesLength}} placeholders.
  const slideLabelMessage = t('carousel.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' });
  useEffect(() => {
    const element = swiperElement.current;
    if (!live || !element) return undefined;
    const track = (s: SwiperInstance) => setEdges({ beginning: s.isBeginning, end: s.isEnd });
    let instance: SwiperInstance | null = null;
    let cancelled = false;
    let library: typeof import('@shop/shared/ui-carousel') | null = null;
    const start = () => {
      if (cancelled || !library) return;
      const { A11y, Autoplay, Keyboard, SwiperCore } = library;
      instance = new SwiperCore(element, {
        modules: autoplay ? [A11y, Keyboard, Autoplay] : [A11y, Keyboard],
        slidesPerView: steadyLayout.base.slidesPerView,
        slidesPerGroup: steadyLayout.base.slidesPerGroup,
        breakpoints: steadyLayout.breakpoints,
        spaceBetween,
        loop,
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: { enabled: true, firstSlideMessage, lastSlideMessage, slideLabelMessage, containerMessage: label },
        ...(autoplay ? { autoplay: { delay: autoplayMs, disableOnInteraction: false } } : {}),
        on: { slideChange: track, resize: track },
      });
      const step = firstStep.current;
      firstStep.current = null;
      if (step === 'next') instance.slideNext();
      else if (step === 'previous') instance.slidePrev();
      track(instance);
      setSwiper(instance);
    };
    // A press under way on the row (the row came near, or a mouse entered it, as the press began): swiper started now
    // would see its end without its start and take it for a swipe, and cancel the click (a tile's link would not
    // open). It starts once the press is over, after its click.
    let waiting: ReturnType<typeof setTimeout> | undefined;
    let leaveQueue = () => {};
    const afterPress = () => {
      waiting = setTimeout(start, 0);
    };
    import('@shop/shared/ui-carousel').then((loaded) => {
      library = loaded;
      if (cancelled) return;
      if (pressing.current) {
        window.addEventListener('pointerup', afterPress, { once: true, capture: true });
        window.addEventListener('pointercancel', afterPress, { once: true, capture: true });
      } else {
        leaveQueue = startInTurn(start);
      }
    }, (error: unknown) => {
      // The row stays a static row (every tile still shows and opens); a press of prev/next tries again.
      console.warn('[carousel] swiper could not be loaded', error);
    });
    return () => {
      cancelled = true;
      window.removeEventListener('pointerup', afterPress, { capture: true });
      window.removeEventListener('pointercancel', afterPress, { capture: true });
      clearTimeout(waiting);
      leaveQueue();
      setSwiper(null);
      // Back to the markup React rendered: swiper's classes and inline sizes gone, a loop's slides in their order.
      instance?.destroy(true, true);
    };
  }, [live, attempt, steadyLayout, spaceBetween, loop, autoplay, autoplayMs, label, firstSlideMessage, lastSlideMessage, slideLabelMessage]);

  // Slides added or removed by React: swiper measures them again.
  const keys = items.map(getKey).join('\u0000');
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.update();
  }, [swiper, keys]);

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
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return;
    wake();
    setPointerOver(true);
  };
  const onPointerLeave = (e: PointerEvent) => e.pointerType !== 'touch' && setPointerOver(false);
  const onFocus = () => setFocusInside(true);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
  };
  const go = (step: Step) => {
    if (swiper) {
      if (step === 'next') swiper.slideNext();
      else swiper.slidePrev();
      return;
    }
    firstStep.current = step;
    if (live) setAttempt((n) => n + 1);
    wake();
  };

  return (
    <Box
      ref={row}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onPointerDownCapture={() => {
        pressing.current = true;
        const released = () => {
          pressing.current = false;
        };
        window.addEventListener('pointerup', released, { once: true, capture: true });
        window.addEventListener('pointercancel', released, { once: true, capture: true });
      }}
      onBlur={onBlur}
      sx={{
        position: 'relative',
        px: { xs: 0, sm: 5 },
        // Swiper's own boxes, before its styles and its start: clipped and positioned (a tile's badges are clipped with
        // the row), the slides side by side at the widths swiper will give them.
        '& .swiper': { position: 'relative', overflow: 'hidden' },
        '& .swiper:not(.swiper-initialized) > .swiper-wrapper': { display: 'flex' },
        '& .swiper:not(.swiper-initialized) > .swiper-wrapper > .swiper-slide': staticSlideSx(steadyLayout, spaceBetween),
      }}
    >
      <IconButton
        aria-label={t('carousel.previous', { section: label })}
        onClick={() => go('previous')}
        disabled={!loop && edges.beginning}
        sx={{ ...navButton, left: 0, display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <div ref={swiperElement} className="swiper" data-carousel={swiper ? 'live' : 'static'}>
        <div className="swiper-wrapper">
          {items.map((item) => (
            <div key={getKey(item)} className="swiper-slide">{renderItem(item)}</div>
          ))}
        </div>
      </div>
      <IconButton
        aria-label={t('carousel.next', { section: label })}
        onClick={() => go('next')}
        disabled={!loop && edges.end}
        sx={{ ...navButton, right: 0, display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
