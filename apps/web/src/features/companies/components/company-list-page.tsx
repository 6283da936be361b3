import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useIntersection } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useCompanys } from '../api/companys';
import { CompanyTable } from './company-table';
import { errorMessage } from '../../../lib/error-message';

type CompanyListPageProps = {
  /** The search kept in the URL, so a filtered list can be shared and survives a reload. */
  search: string;
  onSearchChange: (search: string) => void;
};

export function CompanyListPage({ search, onSearchChange }: CompanyListPageProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(search);
  const applySearch = useDebouncedCallback((value: string) => onSearchChange(value.trim()), 300);
  const companys = useCompanys(search);
  const { ref: endRef, entry } = useIntersection({ threshold: 0.1 });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = companys;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const rows = companys.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [];
  const total = companys.data?.pages[0]?.totalCount ?? 0;

  function changeInput(value: string) {
    setInput(value);
    applySearch(value);
  }

  function clearSearch() {
    applySearch.cancel();
    setInput('');
    onSearchChange('');
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('companies.title')}</Title>
          {companys.isSuccess ? <Text c="dimmed">{t('companies.total', { count: total })}</Text> : null}
        </div>
        <TextInput
          label={t('companies.searchLabel')}
          placeholder={t('companies.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={input}
          onChange={(event) => changeInput(event.currentTarget.value)}
          type="search"
          size="md"
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {companys.isPending ? <ListSkeleton /> : null}
      {companys.isError && rows.length === 0 ? (
        <ErrorState
          message={`${t('companies.loadError')} ${errorMessage(companys.error, t)}`}
          onRetry={() => void companys.refetch()}
          retrying={companys.isRefetching}
        />
      ) : null}
      {companys.isSuccess && rows.length === 0 ? (
        search ? (
          <EmptyState
            title={t('companies.emptySearch', { search })}
            hint={t('companies.emptySearchHint')}
            action={
              <Button variant="light" mih={48} onClick={clearSearch}>
                {t('companies.clearSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('companies.empty')} hint={t('companies.emptyHint')} />
        )
      ) : null}
      {rows.length > 0 ? (
        <>
          <CompanyTable companies={rows} />
          <div ref={endRef} />
          {hasNextPage ? (
            <Button variant="default" mih={48} onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
              {t('companies.loadMore')}
            </Button>
          ) : (
            <Text c="dimmed" size="sm" ta="center">
              {t('companies.allShown')}
            </Text>
          )}
        </>
      ) : null}
    </Stack>
  );
}
