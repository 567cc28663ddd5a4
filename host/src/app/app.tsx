// The host application: theme, toasts and the router.
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ShopThemeProvider } from '@shop/shared/ui';
import { ToastProvider } from './toast-provider';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <ShopThemeProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ShopThemeProvider>
  );
}
