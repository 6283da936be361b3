import { builder } from '../../builder';
import { endSwitchUser } from './end-switch-user';

builder.mutationField('endSwitchUser', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: "Records 'switch-user.end'; sent with x-switch-user just before the web stops acting as that account.",
    resolve: (_root, _args, context) => endSwitchUser(context),
  }),
);
