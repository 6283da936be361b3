import { Button, Center, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useServiceInquiries, type ServiceInquiryStatus } from '../api/service-inquiries';
import { RequestCard } from './request-card';
import { errorMessage } from '../../../lib/error-message';

const FILTERS = ['OPEN', 'ACCEPTED', 'DECLINED', 'ALL'] as const;
type Filter = (typeof FILTERS)[number];

function readFilter(params: URLSearchParams): Filter {
  const value = params.get('status')?.toUpperCase();
  return FILTERS.find((filter) => filter === value) ?? 'OPEN';
}

/** The account managers' inbox: the companies' service requests, open ones first by default, newest first. */
export function ServiceRequestsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const status: ServiceInquiryStatus | null = filter === 'ALL' ? null : filter;
  const list = useServiceInquiries(status);
  // Four filters in French need the smaller size on a phone to fit.
  const narrow = useMediaQuery('(max-width: 30em)') === true;
  const pages = list.data?.pages ?? [];
  const requests = pages.flatMap((page) => page.edges.map((edge) => edge.node));

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {t('serviceRequests.title')}
      </Title>
      <Text c="dimmed">{t('serviceRequests.intro')}</Text>
      <SegmentedControl
        aria-label={t('serviceRequests.filter')}
        value={filter}
        onChange={(value) => setParams(value === 'OPEN' ? {} : { status: value.toLowerCase() }, { replace: true })}
        data={FILTERS.map((value) => ({ value, label: t(`serviceRequests.filters.${value}`) }))}
        fullWidth
        size={narrow ? 'sm' : 'md'}
      />
      {list.isPending ? <ListSkeleton rows={3} /> : null}
      {list.isError && !list.data ? (
        <ErrorState
          message={`${t('serviceRequests.loadError')} ${errorMessage(list.error, t)}`}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      ) : null}
      {list.data && requests.length === 0 ? (
        <EmptyState title={t(`serviceRequests.empty.${filter}`)} hint={t('serviceRequests.emptyHint')} />
      ) : null}
      {requests.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
      {list.hasNextPage ? (
        <Center>
          <Button variant="light" mih={48} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('serviceRequests.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
