import { render, screen } from '@testing-library/react';
import { BannerPicture, WEB_IMAGE_MEDIA } from './banner-picture';

describe('BannerPicture: the artwork for the screen', () => {
  it('offers the web image from 768 px and the mobile image below (the 767 px breakpoint)', () => {
    const { container } = render(<BannerPicture imageUrl="/mobile.svg" webImageUrl="/web.svg" alt="Combo Parrillero" />);
    expect(WEB_IMAGE_MEDIA).toBe('(min-width: 768px)');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(min-width: 768px)');
    expect(source).toHaveAttribute('srcset', '/web.svg');
    const img = screen.getByRole('img', { name: 'Combo Parrillero' });
    expect(img).toHaveAttribute('src', '/mobile.svg');
    // The source precedes the img, so a browser at 768 px or more takes the web image.
    expect(container.querySelector('picture')?.lastElementChild).toBe(img);
  });

  it('fills its box (the host\'s aspect-ratio box), so nothing moves while it loads', () => {
    render(<BannerPicture imageUrl="/m.svg" webImageUrl="/w.svg" alt="x" eager />);
    const img = screen.getByRole('img');
    expect(img).toHaveStyle({ width: '100%', height: '100%', objectFit: 'cover' });
    expect(img).toHaveAttribute('loading', 'eager');
  });
});
