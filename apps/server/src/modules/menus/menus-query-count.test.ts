import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { startTestApi, type TestApi } from '../../testing/test-api';

// docs/testing.md#query-counts: the menus screen's query loads whole menu trees; its SQL count must not grow with
// menus, items or groups.
const MENUS_TREE = `{ menus { id title updatedAt restaurant { uuid title }
  categories { id title items { id title } }
  items { id title price isAvailable suspendUntil platformSync { status message } categories { id }
    modifierGroups { id title options { price item { id title } } } overrides { price modifierGroup { id } } }
  modifierGroups { id items { id } } } }`;

// The viewer (account, scope), then the list, five tables of rows, four of links, the items' platform answers and
// the restaurants.
const EXPECTED_STATEMENTS = 14;

describe.each(TEST_DRIVERS)('the menus query (%s)', (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => api?.close());

  it('costs the same few statements for two menus or six, whatever their size', async () => {
    const count = async (email: string, password: string, configurations: number) => {
      const token = await api.signIn(email, password);
      let menus: unknown[] = [];
      const statements = await captureStatements(api.database, async () => {
        const result = await api.graphql(MENUS_TREE, { token });
        expect(result.body.errors).toBeUndefined();
        menus = result.body.data?.menus as unknown[];
      });
      expect(menus).toHaveLength(configurations);
      return statements.length;
    };
    const six = await count(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password, 6);
    const two = await count(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password, 2);
    expect(six).toBe(two);
    expect(six).toBe(EXPECTED_STATEMENTS);
  });
});
