// Turns CAROUSELS' "N visible at ≤ W px" steps into swiper's min-width breakpoints.
export interface CarouselLayout {
  slidesPerView: number;
  slidesPerGroup: number;
}

export interface ResponsiveCarousel {
  /** The narrowest layout (below the first breakpoint). */
  base: CarouselLayout;
  /** Swiper breakpoints: from this min width (px) up. */
  breakpoints: Record<number, CarouselLayout>;
}

/** Scrolling more slides than are visible would skip some unseen, so a group never exceeds the view. */
const layout = (visible: number, scroll: number): CarouselLayout => ({
  slidesPerView: visible,
  slidesPerGroup: Math.max(1, Math.min(scroll, Math.floor(visible))),
});

/**
 * @param visible slides visible above every step
 * @param scroll  slides scrolled per step at full width
 * @param steps   [maxWidthPx, visible] pairs in any order, e.g. [[767, 5], [600, 4]]
 */
export function responsiveCarousel(visible: number, scroll: number, steps: readonly (readonly [number, number])[] = []): ResponsiveCarousel {
  const sorted = [...steps].sort((a, b) => a[0] - b[0]);
  const first = sorted[0];
  if (!first) return { base: layout(visible, scroll), breakpoints: {} };
  const breakpoints: Record<number, CarouselLayout> = {};
  // A step "N visible at ≤ W" holds from the previous step's W + 1 up to W, so the next layout starts at W + 1.
  sorted.forEach(([maxWidth], i) => {
    const next = sorted[i + 1];
    breakpoints[maxWidth + 1] = layout(next ? next[1] : visible, scroll);
  });
  return { base: layout(first[1], scroll), breakpoints };
}
