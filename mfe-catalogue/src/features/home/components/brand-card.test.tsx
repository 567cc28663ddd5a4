import { screen } from '@testing-library/react';
import { BrandCard } from './brand-card';
import { renderWithShell } from '../../../../../tools/jest/remote/render';

describe('BrandCard', () => {
  it('links to the brand, named by its logo', async () => {
    await renderWithShell(<BrandCard brand={{ brandId: 12, brandName: 'Inca Kola', brandImage: '/api/v1/images/brands/12.svg' }} />);
    const link = await screen.findByRole('link', { name: 'Inca Kola' });
    expect(link).toHaveAttribute('href', expect.stringContaining('12'));
    expect(screen.getByRole('img', { name: 'Inca Kola' })).toHaveAttribute('src', '/api/v1/images/brands/12.svg');
  });

  it('an empty logo URL gives an img without src, still naming the link (an empty src would fetch the page again)', async () => {
    // React leaves an empty src out and says so: the card must not hand it one.
    const error = jest.spyOn(console, 'error');
    await renderWithShell(<BrandCard brand={{ brandId: 12, brandName: 'Inca Kola', brandImage: '' }} />);
    expect(await screen.findByRole('link', { name: 'Inca Kola' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inca Kola' })).not.toHaveAttribute('src');
    expect(error.mock.calls.filter(([message]) => String(message).includes('An empty string'))).toEqual([]);
    error.mockRestore();
  });
});
