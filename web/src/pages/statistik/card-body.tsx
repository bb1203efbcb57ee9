/**
 * What every dashboard card shows around its numbers: its own loading line, its error with a
 * retry, and 'Belum ada data.' when the answer holds nothing; one failing call never blanks the
 * page or another card.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { MSG, STATISTIK_MSG } from '@shared/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface CardBodyProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** The answer holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function CardBody<T>({ query, isEmpty, children }: CardBodyProps<T>) {
  if (query.isError) return <CardError onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <StatusIndicator type="loading">{MSG.memuat}</StatusIndicator>;
  if (isEmpty?.(query.data)) return <CardEmpty />;
  return <>{children(query.data)}</>;
}

export function CardError({ onRetry }: { onRetry: () => void }) {
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="center">
      <StatusIndicator type="error">{MSG.genericError}</StatusIndicator>
      <Button onClick={onRetry}>{STATISTIK_MSG.retry}</Button>
    </SpaceBetween>
  );
}

/** 'Belum ada data.', or what exactly is empty where the card shows other numbers beside it. */
export function CardEmpty({ text = MSG.tableEmpty }: { text?: string }) {
  return (
    <Box color="text-status-inactive" padding={{ vertical: 's' }}>
      {text}
    </Box>
  );
}

/** A card's headline number with what it counts beside it. */
export function BigNumber({ value, label, detail, testId }: { value: string; label: ReactNode; detail?: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large" tagOverride="p">
        {value}
      </Box>
      {detail !== undefined && <Box color="text-body-secondary">{detail}</Box>}
    </div>
  );
}
