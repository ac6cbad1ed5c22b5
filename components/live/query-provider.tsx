'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One client per browser tab, shared by every live island of the page: the parking list and the
// map's parking markers then make one request, not two. Islands wrap themselves in the provider
// so react-query ships only with pages that show live data (not from the site layout).
let browserClient: QueryClient | undefined;

function queryClient(): QueryClient {
  browserClient ??= new QueryClient({
    defaultOptions: {
      // One quiet retry: mountain signal drops briefly; after that the widget says "No data".
      queries: { retry: 1, refetchOnWindowFocus: false, gcTime: 30 * 60_000 },
    },
  });
  return browserClient;
}

export function LiveQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
