// Standalone start of this remote (its own dev server): the shared providers around its pages and pieces.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@shop/shared/router';
import { initI18n } from '@shop/shared/i18n';
import { ShopThemeProvider } from '@shop/shared/ui';
import { StandaloneApp } from '@shop/shared/standalone';
import routes from './exposes/routes';
import HomeSections from './exposes/home-sections';
import SearchBox from './exposes/search-box';
import { ToastHost } from '@shop/shared/toast';

void initI18n().then(() => {
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <ShopThemeProvider>
        <Suspense fallback={null}><ToastHost maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} /></Suspense>
        <BrowserRouter>
          <StandaloneApp routes={routes} header={<SearchBox />} home={<HomeSections />} />
        </BrowserRouter>
      </ShopThemeProvider>
    </StrictMode>,
  );
});
