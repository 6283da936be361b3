import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, devices } from '../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../db/testing';
import { createYogaLogger } from '../http/yoga-logger';
import { describeError } from './describe-error';
import { createLogger } from './logger';

const PUSH_TOKEN = 'push-token-that-must-never-be-logged';
const EMAIL = 'someone-private@example.test';

describe.each(TEST_DRIVERS)('errors as the log tells them (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function failure(statement: () => Promise<unknown>): Promise<unknown> {
    try {
      await statement();
    } catch (error) {
      return error;
    }
    throw new Error('The statement did not fail');
  }

  it('keeps the SQLSTATE of a failed statement, never its parameters or values', async () => {
    const [account] = await database.db
      .insert(accounts)
      .values({ type: 'Company', email: EMAIL, roles: [], passwordHash: 'x' })
      .returning();
    const error = await failure(() =>
      database.db
        .insert(devices)
        .values({ uuid: randomUUID(), accountId: account?.id ?? 0, token: PUSH_TOKEN, batteryLevel: 1e308 }),
    );
    // What Yoga hands its logger: the resolver's error inside a GraphQLError with the field's path.
    const described = describeError(new GraphQLError('masked', { originalError: error as Error, path: ['device'] }));
    expect(described).toMatch(/^Database error 22003 at device/);
    expect(described).not.toContain(PUSH_TOKEN);
    expect(described).not.toContain('1e+308');
    expect(described).not.toMatch(/insert into/i);
  });

  it('names the constraint a value broke, not the value', async () => {
    const error = await failure(() =>
      database.db.insert(accounts).values([{ type: 'User', email: EMAIL, roles: [], passwordHash: 'x' }]),
    );
    const described = describeError(error);
    expect(described).toMatch(/^Database error 23505 \(constraint accounts_email_unique/);
    expect(described).not.toContain(EMAIL);
  });

  it('is what Yoga logs of the errors it masks', async () => {
    const error = await failure(() =>
      database.db.insert(accounts).values([{ type: 'User', email: EMAIL, roles: [], passwordHash: 'x' }]),
    );
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    createYogaLogger(logger).error(new GraphQLError('masked', { originalError: error as Error, path: ['login'] }));
    const line = lines.join('\n');
    expect(line).toContain('Database error 23505');
    expect(line).not.toContain(EMAIL);
  });
});
