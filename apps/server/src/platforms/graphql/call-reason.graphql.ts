import { builder } from '../../builder';
import type { CallReason } from '../../db/schema';

type Param = { name: string; value: string };

const CallReasonParamRef = builder.objectRef<Param>('CallReasonParam').implement({
  description: 'One value a reason names (e.g. platform: "Glovo"), as text.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'What the value is (platform, products, status…).' }),
    value: t.exposeString('value', { description: 'The value, as text.' }),
  }),
});

/**
 * The code beside a platform call's English message (docs/errors.md#data): screens say it in the reader's language,
 * API clients may keep reading `message`.
 */
export const CallReasonRef = builder.objectRef<CallReason>('CallReason').implement({
  description:
    'Why a platform change was not sent, or what the platform answered, as a stable code and its values; the message ' +
    'beside it says the same in English.',
  fields: (t) => ({
    code: t.exposeString('code', {
      description:
        'A stable code (e.g. OPENING_HOURS_NOT_SETTABLE, NO_PAUSE_CALL, PLATFORM_REFUSED); new ones may be added.',
    }),
    params: t.field({
      description: 'The values the reason names.',
      type: [CallReasonParamRef],
      resolve: (reason) => Object.entries(reason.params).map(([name, value]) => ({ name, value: String(value) })),
    }),
  }),
});
