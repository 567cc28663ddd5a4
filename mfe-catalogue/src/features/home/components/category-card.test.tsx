import { screen } from '@testing-library/react';
import { CategoryCard } from './category-card';
import type { Category } from '@shop/shared/calls';
import { renderWithShell } from '../../../../../tools/jest/remote/render';

const category = (categoryImageUrl: string): Category => ({
  categoryId: 3, categoryImageUrl, customAttributes: [{ attributeCode: 'category_name', value: 'Bebidas' }],
});

describe('CategoryCard', () => {
  it('links to the category with its picture', async () => {
    const { container } = await renderWithShell(<CategoryCard category={category('/api/v1/images/categories/3.svg')} />);
    expect(await screen.findByRole('link', { name: 'Bebidas' })).toHaveAttribute('href', expect.stringContaining('3'));
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/v1/images/categories/3.svg');
  });

  it('an empty picture URL gives an img without src (an empty src would fetch the page again)', async () => {
    // React leaves an empty src out and says so: the card must not hand it one.
    const error = jest.spyOn(console, 'error');
    const { container } = await renderWithShell(<CategoryCard category={category('')} />);
    expect(await screen.findByRole('link', { name: 'Bebidas' })).toBeInTheDocument();
    expect(container.querySelector('img')).not.toHaveAttribute('src');
    expect(error.mock.calls.filter(([message]) => String(message).includes('An empty string'))).toEqual([]);
    error.mockRestore();
  });
});
