import { builder } from '../../builder';
import { AppError } from '../../errors';
import { loadAccountNode, type AccountNode, AccountRef, loadSignedInAccount, loadSwitchedAccount } from '../accounts';
import { login } from './login';
import { logout } from './logout';
import { refreshToken } from './refresh-token';

const AuthPayloadRef = builder.objectRef<{ token: string; auth: AccountNode }>('AuthPayload').implement({
  description: 'A successful sign-in.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The bearer token to send in the Authorization header.' }),
    auth: t.field({ description: 'The account signed in.', type: AccountRef, resolve: (payload) => payload.auth }),
  }),
});

export const TokenPayloadRef = builder.objectRef<{ token: string }>('TokenPayload').implement({
  description: 'A new token.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The bearer token to send in the Authorization header.' }),
  }),
});

builder.queryFields((t) => ({
  connected: t.boolean({
    description: 'Whether the request carries a valid token.',
    resolve: (_root, _args, context) => context.viewer !== null,
  }),
  // The account that signed in, even while it acts as someone else (docs/product.md#identity-switching: `switchedUser`
  // is the other one).
  me: t.field({
    description: 'The account that signed in (not the one acted as while switched); null without a token.',
    type: AccountRef,
    nullable: true,
    resolve: (_root, _args, context) => loadSignedInAccount(context),
  }),
  switchedUser: t.field({
    description: 'The account acted as while switched (x-switch-user); null when not switched.',
    type: AccountRef,
    nullable: true,
    resolve: (_root, _args, context) => loadSwitchedAccount(context),
  }),
}));

builder.mutationFields((t) => ({
  login: t.field({
    description: 'Signs in with e-mail and password; rate-limited per address and per account.',
    type: AuthPayloadRef,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const result = await login(context, args);
      return { token: result.token, auth: await loadAccountNode(context.db, result.account) };
    },
  }),
  refresh: t.withAuth({ signedIn: true }).field({
    description: 'A fresh token for the account that signed in, on the same device.',
    type: TokenPayloadRef,
    resolve: async (_root, _args, context) => ({ token: await refreshToken(context) }),
  }),
  // Not behind `signedIn`: a company still waiting for its code may sign out of its code screen
  // (docs/accounts.md#sign-up).
  logout: t.boolean({
    description:
      'Ends every token of the account that signed in, on every device, and the signed links it was given; acting as ' +
      'someone else, that is the administrator’s own account, never the one acted as.',
    resolve: (_root, _args, context) => {
      const viewer = context.viewer;
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      return logout({ ...context, viewer });
    },
  }),
}));
