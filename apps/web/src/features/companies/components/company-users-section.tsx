import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import type { CompanyUsers } from '../api/company-users';
import { useSendCompanyPasswordReset } from '../api/send-company-password-reset';
import { FactList } from './fact-list';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';

type UsersSectionProps = { companyId: number; users: CompanyUsers };

/**
 * Users: the accounts tied to the company — its sign-in (with a password reset e-mail), its linked applications and
 * its enrolled tablets, read-only here (tablets are managed on /tablets/new, acting as the company).
 */
export function CompanyUsersSection({ companyId, users }: UsersSectionProps) {
  const { t, i18n } = useTranslation();
  const reset = useSendCompanyPasswordReset(companyId);
  const { companyUsers: account, devices } = users;
  // Browsers signed in with the password are devices too, without a name; only enrolled tablets are listed.
  const tablets = devices.filter((device) => device.name !== null);

  const sendReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => notifySuccess(t('companyEdit.users.resetSent', { email: account.email })),
      onError: (error) => notifyFailure(error, t, t('companyEdit.users.resetFailed')),
    });

  return (
    <Stack gap="md" maw={640}>
      <Title order={2} size="h3">
        {t('companyEdit.users.title')}
      </Title>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('companyEdit.users.signIn')}
        </Title>
        <FactList
          facts={[
            { label: t('companyEdit.identity.email'), value: account.email },
            {
              label: t('companyEdit.preferences.language'),
              value: account.lang ? t(`languages.${account.lang}`, { defaultValue: account.lang }) : null,
            },
            {
              label: t('companyEdit.users.lastSignIn'),
              value: formatDateTime(account.lastSignInAt, i18n.language) ?? t('companyEdit.users.never'),
            },
            {
              label: t('companyEdit.users.status'),
              value: account.enabled ? t('companies.active') : t('companies.inactive'),
            },
          ]}
        />
        <Group>
          <Button
            variant="light"
            h="auto"
            mih={48}
            py={8}
            styles={{ label: { whiteSpace: 'normal' } }}
            loading={reset.isPending}
            disabled={!account.enabled}
            onClick={sendReset}
          >
            {t('companyEdit.users.sendReset')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('companyEdit.users.applications')}
        </Title>
        {users.companyUsers.applications.length === 0 ? (
          <Text c="dimmed">{t('companyEdit.users.noApplication')}</Text>
        ) : (
          <List>
            {users.companyUsers.applications.map((application) => (
              <List.Item key={application.uuid}>
                {application.name}{' '}
                <Text span c="dimmed">
                  ({application.email})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('companyEdit.users.tablets')}
        </Title>
        {tablets.length === 0 ? (
          <Text c="dimmed">{t('companyEdit.users.noTablet')}</Text>
        ) : (
          <List>
            {tablets.map((tablet) => (
              <List.Item key={tablet.id}>
                <Group gap="xs" wrap="wrap">
                  <Text span fw={500}>
                    {tablet.name}
                  </Text>
                  <Text span size="sm" c="dimmed">
                    {t('companyEdit.users.lastSeen', {
                      when: formatDateTime(tablet.lastSeenAt, i18n.language) ?? t('companyEdit.users.never'),
                    })}
                  </Text>
                  {tablet.revokedAt ? (
                    <Badge color="gray" variant="light">
                      {t('companyEdit.users.revoked')}
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" c="dimmed">
          {t('companyEdit.users.tabletsHint')}
        </Text>
        <Group>
          <Button component={Link} to="/tablets/new" variant="subtle" mih={48}>
            {t('companyEdit.users.manageTablets')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
