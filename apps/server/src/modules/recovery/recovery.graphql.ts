import { builder } from '../../builder';
import { resetPassword } from './reset-password';
import { resetPasswordChange } from './reset-password-change';

// Public: a visitor who forgot the password has no session (docs/accounts.md#recovery).
builder.mutationFields((t) => ({
  resetPassword: t.boolean({
    description:
      'E-mails a one-hour, single-use link to set a new password; true whether or not the address has an account.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => resetPassword(context, args.email),
  }),
  resetPasswordChange: t.boolean({
    description:
      'Sets the password with the token of a reset link (TOKEN_EXPIRED once used, replaced or an hour old); then sign in with it.',
    args: { newPassword: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => resetPasswordChange(context, args),
  }),
}));
