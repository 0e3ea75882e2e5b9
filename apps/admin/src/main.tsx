import '@aurelle/ui/styles/fonts.css';
import '@aurelle/ui/styles/tokens.css';
import './styles/tokens.css';
import '@aurelle/ui/styles/base.css';
import './styles/base.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/router.tsx';
import { BASENAME } from './config/paths.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes, { basename: BASENAME });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
