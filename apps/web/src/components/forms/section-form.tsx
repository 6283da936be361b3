import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SectionFormProps = {
  title: string;
  /** The section's own save button's words, so each form of the page names what it saves. */
  saveLabel: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  saving: boolean;
  /** A failure that belongs to no field of this section, in words. */
  failure: string | null;
  children: ReactNode;
};

/** One section of a settings page (the account page, the company edit): its own form, fields, message and Save. */
export function SectionForm({ title, saveLabel, onSubmit, saving, failure, children }: SectionFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
        {failure ? (
          <Alert color="red" role="alert" title={t('account.saveFailed')}>
            {failure}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" mih={48} loading={saving}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
