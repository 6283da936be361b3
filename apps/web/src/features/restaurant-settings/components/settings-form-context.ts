import type { UseFormReturnType } from '@mantine/form';
import type { SettingsFormValues } from '../lib/settings-form';

/** What each section of the settings form needs: the form, and whether the viewer may change it. */
export type SectionProps = { form: UseFormReturnType<SettingsFormValues>; readOnly: boolean };
