import { builder } from '../../builder';
import { recordDevice } from './record-device';

const DeviceInput = builder.inputType('DeviceInput', {
  fields: (t) => ({
    uuid: t.string({ required: true }),
    batteryLevel: t.float(),
    isCharging: t.boolean(),
    isVirtual: t.boolean(),
    manufacturer: t.string(),
    model: t.string(),
    operatingSystem: t.string(),
    osVersion: t.string(),
    platform: t.string(),
    webViewVersion: t.string(),
    appVersion: t.string({ description: 'The version of the app on the tablet, shown in the device list.' }),
    token: t.string(),
  }),
});

builder.mutationField('device', (t) =>
  t.withAuth({ signedIn: true }).boolean({
    description: 'Company tablet check-in (every 60 s); ignored while switched (false).',
    args: { input: t.arg({ type: DeviceInput, required: true }) },
    resolve: (_root, args, context) => recordDevice(context, args.input),
  }),
);
