import { ROLES } from '@comptoir/domain';
import { builder } from '../../builder';
import { rolesOf } from '../../context/viewer';
import { isSecretRevealed } from './revealed-secret';
import type { AccountNode } from './account-node';

const RoleEnum = builder.enumType('Role', {
  description:
    'What an account may do and open (the rights of the roles, docs/roles.md#roles: administrator, account manager, company subscriptions, application…).',
  values: ROLES,
});

export const AccountRef = builder.interfaceRef<AccountNode>('Account').implement({
  description: 'A sign-in: a User (staff, account manager, administrator), a Company or an Application.',
  resolveType: (node) => node.account.type,
  fields: (t) => ({
    uuid: t.string({ description: "The account's public id.", resolve: (node) => node.account.uuid }),
    email: t.string({ description: 'The sign-in e-mail address, lower-case.', resolve: (node) => node.account.email }),
    roles: t.field({
      type: [RoleEnum],
      description: 'Its roles, which decide what it may open and do.',
      resolve: (node) => rolesOf(node.account),
    }),
    enabled: t.boolean({
      description: 'False once disabled: it can no longer sign in.',
      resolve: (node) => node.account.enabled,
    }),
    currency: t.string({
      description: 'ISO 4217 code of the money it sees (EUR…).',
      resolve: (node) => node.account.currency,
    }),
    lang: t.string({
      nullable: true,
      description: 'Its language (en, fr, es, pt, pl); null: the browser decides.',
      resolve: (node) => node.account.lang,
    }),
  }),
});

export const UserRef = builder.objectRef<AccountNode>('User').implement({
  description: 'A person: staff, an account manager or an administrator.',
  interfaces: [AccountRef],
  fields: (t) => ({
    firstName: t.string({ nullable: true, description: 'First name.', resolve: (node) => node.account.firstName }),
    lastName: t.string({ nullable: true, description: 'Last name.', resolve: (node) => node.account.lastName }),
    picture: t.string({
      nullable: true,
      description: 'Address of the avatar picture.',
      resolve: (node) => node.account.picture,
    }),
    gender: t.string({
      nullable: true,
      description: 'As the person gave it, for salutations.',
      resolve: (node) => node.account.gender,
    }),
  }),
});

export const ApplicationRef = builder.objectRef<AccountNode>('Application').implement({
  description:
    'An integrator (a point-of-sale system, an ordering website) serving the companies linked to it (docs/webhooks.md).',
  interfaces: [AccountRef],
  fields: (t) => ({
    id: t.int({
      description: "The application's id (applicationInfo answers it).",
      resolve: (node) => node.account.id,
    }),
    name: t.string({
      description: 'Its name as companies see it (the e-mail when none is set).',
      resolve: (node) => node.account.name ?? node.account.email,
    }),
    webhookUrl: t.string({
      nullable: true,
      description: 'Where its events (and GET RESTO callbacks) are posted.',
      resolve: (node) => node.account.webhookUrl,
    }),
    phone: t.string({
      nullable: true,
      description: 'Its support phone number, international format.',
      resolve: (node) => node.account.phone,
    }),
    webhookEnabled: t.boolean({
      description: 'Whether events are posted to webhookUrl.',
      resolve: (node) => node.account.webhookEnabled,
    }),
    webhookSecret: t.string({
      nullable: true,
      description:
        'The signing secret, in the answer that created it only (applicationInfo giving the first address, rotateApplicationSecret); null on every other read (docs/webhooks.md#secret).',
      resolve: (node, _args, context) =>
        isSecretRevealed(context, node.account.id) ? node.account.webhookSecret : null,
    }),
    hasWebhookSecret: t.boolean({
      description: 'Whether the application has a signing secret.',
      resolve: (node) => node.account.webhookSecret !== null,
    }),
    previousSecretValidUntil: t.string({
      nullable: true,
      description: 'After a rotation: until when the replaced secret stays valid (ISO-8601, UTC); null otherwise.',
      resolve: (node) =>
        node.account.previousWebhookSecretUntil && node.account.previousWebhookSecretUntil > new Date()
          ? node.account.previousWebhookSecretUntil.toISOString()
          : null,
    }),
  }),
});

export const AccountConnectionRef = builder.connectionObject(
  {
    type: AccountRef,
    name: 'AccountConnection',
    fields: (t) => ({ totalCount: t.exposeInt('totalCount', { description: 'Accounts matching, all pages.' }) }),
  },
  { name: 'AccountEdge' },
);
