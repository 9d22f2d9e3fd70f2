import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/api-client';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

/** A settings screen's body: the error, a skeleton until the data is there, then the content. */
export function QueryPanel<T>({
  query,
  ready = true,
  children,
}: {
  query: UseQueryResult<T>;
  /** Anything else the content waits for. */
  ready?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <Card className="p-6 text-sm text-destructive" role="alert">
        {errorText(query.error)}
      </Card>
    );
  if (!ready || query.data === undefined)
    return (
      <Card className="space-y-4 p-6">
        <Skeleton className="h-9 w-96 max-w-full" />
        <Skeleton className="h-64 w-full" />
      </Card>
    );
  return <>{children(query.data)}</>;
}
