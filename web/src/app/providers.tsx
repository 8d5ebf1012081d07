import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import type { SocketFactory } from '../lib/socket.ts';
import { ServerFactsProvider } from './server-facts.tsx';
import { SocketProvider } from './socket-provider.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  createSocket: SocketFactory;
  children: ReactNode;
}

export function AppProviders({ queryClient, createSocket, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerFactsProvider>
        <ToastProvider>
          <SocketProvider createSocket={createSocket}>{children}</SocketProvider>
        </ToastProvider>
      </ServerFactsProvider>
    </QueryClientProvider>
  );
}
