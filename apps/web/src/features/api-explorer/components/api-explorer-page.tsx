import { Group, Text, Title, useComputedColorScheme } from '@mantine/core';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { createAccountStorage } from '../lib/account-storage';
import { createExplorerFetcher } from '../lib/explorer-fetcher';
import classes from './api-explorer-page.module.css';

const DEFAULT_QUERY = `query Me {
  me {
    __typename
    uuid
    email
    roles
  }
}
`;

/**
 * /graphiql: GraphiQL against /graphql/kom, as the account the app acts as (the switched one while an administrator
 * acts as someone else), with the schema's documentation and the query history. No headers editor: the token is the
 * session's, not something to type.
 */
export function ApiExplorerPage() {
  const { t } = useTranslation();
  const { user, switchUser } = useSession();
  const scheme = useComputedColorScheme('light');
  const fetcher = useMemo(() => createExplorerFetcher(), []);
  const owner = user?.uuid || user?.email || 'anonymous';
  const storage = useMemo(() => createAccountStorage(owner), [owner]);
  const account = switchUser ?? user?.email ?? '';

  return (
    <div className={classes.page}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h3">
          {t('page.graphiql')}
        </Title>
        {account && (
          <Text size="sm" c="dimmed">
            {t(switchUser ? 'apiExplorer.runsAsSwitched' : 'apiExplorer.runsAs', { account })}
          </Text>
        )}
      </Group>
      <div className={classes.explorer}>
        <GraphiQL
          key={`${owner}:${account}`}
          fetcher={fetcher}
          storage={storage}
          defaultQuery={DEFAULT_QUERY}
          isHeadersEditorEnabled={false}
          forcedTheme={scheme}
        />
      </div>
    </div>
  );
}
