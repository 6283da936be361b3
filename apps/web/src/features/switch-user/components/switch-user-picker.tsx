import { useState } from 'react';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLogout2, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { switchAccount } from '../../../lib/switch-account';
import { useSearchAccounts, type AccountOption } from '../api/search-accounts';

type SwitchUserPickerProps = { switchEmail: string | null };

function toItems(options: readonly AccountOption[]) {
  return options.map((option) => ({
    value: option.email,
    label: option.label === option.email ? option.email : `${option.label} (${option.email})`,
  }));
}

/**
 * docs/product.md#identity-switching: search companies and users, act as the chosen one (stored, then a fresh page
 * load).
 */
export function SwitchUserPicker({ switchEmail }: SwitchUserPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const accounts = useSearchAccounts(debounced.trim(), dropdownOpen);

  function switchTo(email: string | null) {
    void switchAccount(email);
  }

  const data = [
    { group: t('switchUser.companies'), items: toItems(accounts.data?.companies ?? []) },
    { group: t('switchUser.users'), items: toItems(accounts.data?.users ?? []) },
  ].filter((group) => group.items.length > 0);

  return (
    <Stack gap="xs">
      {switchEmail ? (
        <>
          <Text size="sm" fw={600}>
            {t('switchUser.actingAs', { email: switchEmail })}
          </Text>
          <Button
            variant="light"
            color="orange"
            leftSection={<IconLogout2 size={18} aria-hidden />}
            mih={48}
            onClick={() => switchTo(null)}
          >
            {t('switchUser.leave')}
          </Button>
        </>
      ) : null}
      <Select
        label={t('switchUser.label')}
        placeholder={t('switchUser.placeholder')}
        leftSection={<IconUserSearch size={18} aria-hidden />}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        onDropdownOpen={() => setDropdownOpen(true)}
        data={data}
        // The server already filtered by the search text.
        filter={({ options }) => options}
        nothingFoundMessage={
          accounts.isError ? t('switchUser.error') : accounts.isFetching ? t('app.loading') : t('switchUser.noResult')
        }
        value={null}
        onChange={(email) => {
          if (email) switchTo(email);
        }}
        size="md"
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
