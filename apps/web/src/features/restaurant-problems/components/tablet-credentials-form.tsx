import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestGraphQL } from '../../../lib/graphql-client';
import { getErrorCode } from '../../../lib/graphql-errors';
import {
  CheckLoginPlatformMutation,
  restaurantProblemsQueryKey,
  type CheckedRestaurant,
} from '../api/restaurant-problems';

type TabletCredentialsFormProps = { restaurant: CheckedRestaurant; onDone: () => void };

/** SPEC §2/§5/§8: tablet login and password, both required; saved only once the platform accepts them. */
export function TabletCredentialsForm({ restaurant, onDone }: TabletCredentialsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      requestGraphQL(CheckLoginPlatformMutation, {
        restaurant: restaurant.uuid,
        tabletLogin: login.trim(),
        tabletPassword: password,
      }),
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        title: t('restaurantProblems.yeah'),
        message: t('checkLoginPlatform.success'),
      });
      await queryClient.invalidateQueries({ queryKey: restaurantProblemsQueryKey });
      onDone();
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('restaurantProblems.error'),
        message: t(`errors.${getErrorCode(error)}`),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (login.trim() && password) save.mutate();
  }

  const required = t('validation.field_required');
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text fw={600}>{t('restaurantProblems.credentialsTitle', { title: restaurant.title })}</Text>
        <TextInput
          label={t('restaurantProblems.tabletLogin')}
          value={login}
          onChange={(event) => setLogin(event.currentTarget.value)}
          error={showErrors && !login.trim() ? required : null}
          autoComplete="off"
        />
        <PasswordInput
          label={t('restaurantProblems.tabletPassword')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={showErrors && !password ? required : null}
          autoComplete="off"
        />
        <Group justify="flex-end">
          <Button variant="default" mih={48} onClick={onDone}>
            {t('operations.cancel')}
          </Button>
          <Button type="submit" mih={48} loading={save.isPending}>
            {t('restaurantProblems.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
