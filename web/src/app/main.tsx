// first: the page's language, decided before any module reads a text
import './language';
import '@cloudscape-design/global-styles/index.css';
import I18nProvider, { type I18nProviderProps } from '@cloudscape-design/components/i18n';
import { installZodMessages } from '@shared/validation/zod-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, call } from '@web/api/client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { pageLanguage } from './language';
import { createAppRouter } from './router';
import { SessionProvider } from './session';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (failures, error) => !(error instanceof ApiError && error.isClientError) && failures < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

// A form rule without a message of its own shows one of the catalogue, as the API does, never zod's
// English; and no compiled parsers, which the CSP refuses. Set before any page loads zod (which is
// not in the first load: the landing page validates nothing).
installZodMessages({ jitless: true });

const router = createAppRouter();

/** Asks the server to clear the session cookie; the contract is loaded on demand (not in the first load). */
async function logout(): Promise<void> {
  const { api } = await import('@shared/api');
  await call(api.auth.logout);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/** Cloudscape's own strings (pagination, table, date picker, file upload, ...) in the page's language: only that one is loaded. */
const cloudscapeMessages = async (): Promise<I18nProviderProps.Messages> =>
  pageLanguage() === 'en'
    ? (await import('@cloudscape-design/components/i18n/messages/all.en-GB')).default
    : (await import('@cloudscape-design/components/i18n/messages/all.id')).default;

const messages = await cloudscapeMessages();
const root = createRoot(container);
// The first render as a transition: React renders it in slices, yielding to the browser between
// them, instead of one long task that blocks a slow phone's input.
startTransition(() =>
  root.render(
    <StrictMode>
      <I18nProvider locale={pageLanguage() === 'en' ? 'en-GB' : 'id'} messages={[messages]}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider logout={logout}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ),
);
