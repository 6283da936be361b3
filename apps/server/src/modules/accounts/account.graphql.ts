import { ROLES } from '@comptoir/domain';
import { builder } from '../../builder';
import { rolesOf } from '../../context/viewer';
import { isSecretRevealed } from '../applications/revealed-secret';
import type { AccountNode } from './account-node';

export const RoleEnum = builder.enumType('Role', { values: ROLES });

export const AccountRef = builder.interfaceRef<AccountNode>('Account').implement({
  resolveType: (node) => node.account.type,
  fields: (t) => ({
    uuid: t.string({ resolve: (node) => node.account.uuid }),
    email: t.string({ resolve: (node) => node.account.email }),
    roles: t.field({ type: [RoleEnum], resolve: (node) => rolesOf(node.account) }),
    enabled: t.boolean({ resolve: (node) => node.account.enabled }),
    currency: t.string({ resolve: (node) => node.account.currency }),
    lang: t.string({ nullable: true, resolve: (node) => node.account.lang }),
  }),
});

export const UserRef = builder.objectRef<AccountNode>('User').implement({
  interfaces: [AccountRef],
  fields: (t) => ({
    firstName: t.string({ nullable: true, resolve: (node) => node.account.firstName }),
    lastName: t.string({ nullable: true, resolve: (node) => node.account.lastName }),
    picture: t.string({ nullable: true, resolve: (node) => node.account.picture }),
    gender: t.string({ nullable: true, resolve: (node) => node.account.gender }),
  }),
});

export const ApplicationRef = builder.objectRef<AccountNode>('Application').implement({
  interfaces: [AccountRef],
  fields: (t) => ({
    name: t.string({ resolve: (node) => node.account.name ?? node.account.email }),
    webhookUrl: t.string({ nullable: true, resolve: (node) => node.account.webhookUrl }),
    phone: t.string({ nullable: true, resolve: (node) => node.account.phone }),
    webhookEnabled: t.boolean({ resolve: (node) => node.account.webhookEnabled }),
    webhookSecret: t.string({
      nullable: true,
      description:
        'The signing secret, in the answer that created it only (applicationInfo giving the first address, rotateApplicationSecret); null on every other read (docs/webhooks.md#secret).',
      resolve: (node, _args, context) => (isSecretRevealed(context, node.account.id) ? node.account.webhookSecret : null),
    }),
    hasWebhookSecret: t.boolean({ description: 'Whether the application has a signing secret.', resolve: (node) => node.account.webhookSecret !== null }),
    previousSecretValidUntil: t.string({
      nullable: true,
      description: 'After a rotation: until when the replaced secret stays valid (ISO-8601, UTC); null otherwise.',
      resolve: (node) => (node.account.previousWebhookSecretUntil && node.account.previousWebhookSecretUntil > new Date() ? node.account.previousWebhookSecretUntil.toISOString() : null),
    }),
  }),
});

export const AccountConnectionRef = builder.connectionObject(
  { type: AccountRef, name: 'AccountConnection', fields: (t) => ({ totalCount: t.exposeInt('totalCount') }) },
  { name: 'AccountEdge' },
);
