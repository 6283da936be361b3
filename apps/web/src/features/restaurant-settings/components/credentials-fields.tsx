import { Badge, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './settings-form-context';
import { SettingsSection } from './settings-section';

type Account = {
  kind: 'tablet' | 'main';
  replace: 'replaceTablet' | 'replaceMain';
  login: 'tabletLogin' | 'mainLogin';
  password: 'tabletPassword' | 'mainPassword';
};

const ACCOUNTS: readonly Account[] = [
  { kind: 'tablet', replace: 'replaceTablet', login: 'tabletLogin', password: 'tabletPassword' },
  { kind: 'main', replace: 'replaceMain', login: 'mainLogin', password: 'mainPassword' },
];

type CredentialsFieldsProps = SectionProps & {
  savedLogins: Record<'tablet' | 'main', string | null>;
  hasPassword: Record<'tablet' | 'main', boolean>;
};

/** The platform's tablet and main accounts: logins shown, passwords write-only ("set" or "not set", and Replace). */
export function CredentialsFields({ form, readOnly, savedLogins, hasPassword }: CredentialsFieldsProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  return (
    <SettingsSection legend={t('restaurantSettings.sections.credentials')}>
      <Text size="sm" c="dimmed">
        {t('restaurantSettings.hints.credentials')}
      </Text>
      {ACCOUNTS.map((account) => {
        const title = t(`restaurantSettings.accounts.${account.kind}`);
        return values[account.replace] ? (
          <Stack key={account.kind} gap="xs" role="group" aria-label={title}>
            <Text fw={600}>{title}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('restaurantSettings.fields.login')}
                size="md"
                withAsterisk
                autoComplete="off"
                key={form.key(account.login)}
                {...form.getInputProps(account.login)}
              />
              <PasswordInput
                label={t('restaurantSettings.fields.newPassword')}
                size="md"
                withAsterisk
                autoComplete="new-password"
                key={form.key(account.password)}
                {...form.getInputProps(account.password)}
              />
            </SimpleGrid>
            <Group>
              <Button
                variant="default"
                mih={48}
                onClick={() =>
                  form.setValues({
                    [account.replace]: false,
                    [account.login]: savedLogins[account.kind] ?? '',
                    [account.password]: '',
                  })
                }
              >
                {t('restaurantSettings.keepCredentials')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group key={account.kind} justify="space-between" wrap="wrap" gap="sm" role="group" aria-label={title}>
            <div>
              <Text fw={600}>{title}</Text>
              <Text size="sm">{savedLogins[account.kind] ?? t('restaurantSettings.noLogin')}</Text>
            </div>
            <Group gap="sm">
              <Badge variant="light" color={hasPassword[account.kind] ? 'teal' : 'gray'}>
                {t(hasPassword[account.kind] ? 'restaurantSettings.passwordSet' : 'restaurantSettings.passwordNotSet')}
              </Badge>
              {readOnly ? null : (
                <Button
                  variant="light"
                  mih={48}
                  onClick={() => form.setFieldValue(account.replace, true)}
                  aria-label={t('restaurantSettings.replaceCredentials', { account: title })}
                >
                  {t('restaurantSettings.replace')}
                </Button>
              )}
            </Group>
          </Group>
        );
      })}
    </SettingsSection>
  );
}
