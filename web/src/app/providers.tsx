import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import type { SocketFactory } from '../lib/socket.ts';
import { RealtimeProvider } from './realtime-provider.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  createSocket: SocketFactory;
  children: ReactNode;
}

export function AppProviders({ queryClient, createSocket, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RealtimeProvider createSocket={createSocket}>{children}</RealtimeProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
