import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formRule } from '../../../lib/form-rules';
import { useLoginPlatformCheck } from '../api/login-platform-check';
import type { RegisteredRestaurant } from '../api/register-pending-restaurant';
import { clearDraft, EMPTY_VALUES, readDraft, saveDraft, type WizardValues } from '../lib/wizard-draft';
import type { WizardPlatform, WizardStep } from '../lib/wizard-platforms';
import { stepIssues } from '../lib/step-issues';
import { platformStoreIdOf } from '../lib/registration-input';
import { RegisteredView } from './registered-view';
import { StoreStep } from './store-step';
import { SummaryStep } from './summary-step';
import { TabletStep } from './tablet-step';

export type WizardForm = UseFormReturnType<WizardValues>;

/** The restaurant `?reconnect=` names, as the wizard pre-fills it. */
export type ReconnectTarget = { uuid: string; title: string; platformStoreId: string | null };

type Props = {
  companyId: number;
  platform: WizardPlatform;
  reconnect: ReconnectTarget | null;
  /** Where "Add another restaurant" leads: the platform choice. */
  basePath: string;
  /** The company's page, where its restaurants are listed. */
  companyPath: string;
};

type Start = { values: WizardValues; reconnect: string | null };

// The saved progress for this platform (docs/screens.md#adding-a-restaurant), Uber's answer from the address, and
// the restaurant to reconnect. The password is never saved, so progress past the tablet step resumes on it.
function startOf(
  companyId: number,
  platform: WizardPlatform,
  reconnect: ReconnectTarget | null,
  params: URLSearchParams,
): Start {
  const draft = readDraft(companyId);
  const resumes = draft?.platform === platform.slug && (reconnect === null || draft.reconnect === reconnect.uuid);
  const values: WizardValues = resumes && draft ? { ...draft.values, tabletPassword: '' } : { ...EMPTY_VALUES };
  if (!resumes && reconnect) {
    values.storeName = reconnect.title;
    values.platformId = reconnect.platformStoreId ?? '';
  }
  const authorization = params.get('authorization');
  if (authorization) Object.assign(values, { uberMethod: 'connect', authorizationId: authorization, step: 'store' });
  if (values.step === 'summary' && platform.steps.includes('tablet') && values.tabletMode === 'login') {
    Object.assign(values, { step: 'tablet', credentialsCheck: '' });
  }
  return { values, reconnect: resumes && draft ? draft.reconnect : (reconnect?.uuid ?? null) };
}

export function PlatformWizard({ companyId, platform, reconnect, basePath, companyPath }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => startOf(companyId, platform, reconnect, params));
  const [registered, setRegistered] = useState<RegisteredRestaurant | null>(null);
  const form: WizardForm = useForm<WizardValues>({
    initialValues: start.values,
    validate: formRule((values: WizardValues) => stepIssues(platform, values.step, values), t, {
      ownKeys: 'connectRestaurant.validation',
    }),
    // A Hub address says at once whether it can be read (docs/screens.md#adding-a-restaurant).
    validateInputOnBlur: ['hubUrl'],
    onValuesChange: (values) => saveDraft(companyId, { platform: platform.slug, values, reconnect: start.reconnect }),
  });
  const check = useLoginPlatformCheck();
  const narrow = useMediaQuery('(max-width: 36em)') === true;

  // Choosing the platform is progress already: it is what "Connect with Uber" comes back to.
  useEffect(() => {
    saveDraft(companyId, { platform: platform.slug, values: start.values, reconnect: start.reconnect });
  }, [companyId, platform.slug, start]);

  // Uber's grant came in the address once; it is in the progress now, so a reload does not read it again.
  useEffect(() => {
    if (!params.has('authorization')) return;
    setParams(
      (current) => {
        current.delete('authorization');
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  if (registered) {
    return <RegisteredView restaurant={registered} platform={platform} basePath={basePath} companyPath={companyPath} />;
  }

  const { step } = form.getValues();
  const index = platform.steps.indexOf(step);
  const goTo = (next: WizardStep) => {
    form.clearErrors();
    check.reset();
    form.setFieldValue('step', next);
  };
  const back = () => (index > 0 ? goTo(platform.steps[index - 1] ?? 'store') : undefined);
  const forward = () => goTo(platform.steps[index + 1] ?? 'summary');

  const submitStep = form.onSubmit((values) => {
    if (step !== 'tablet' || values.tabletMode === 'tabletless') {
      forward();
      return;
    }
    // The tablet step goes on only once the platform has answered about the login
    // (docs/platforms.md#connecting-a-restaurant).
    check.mutate(
      {
        login: values.tabletLogin.trim(),
        password: values.tabletPassword,
        platform: platform.code,
        platformId: platformStoreIdOf(platform, values),
      },
      {
        onSuccess: (answer) => {
          if (answer === 'REFUSED') {
            form.setFieldError(
              'tabletPassword',
              t('connectRestaurant.tablet.refused', { platform: platform.platform.label }),
            );
            return;
          }
          form.setFieldValue('credentialsCheck', answer);
          forward();
        },
      },
    );
  });

  return (
    <Stack gap="md">
      <Stepper active={index} size="sm" allowNextStepsSelect={false} aria-label={t('connectRestaurant.steps')}>
        {platform.steps.map((name, position) => (
          // A phone names the current step only: three names do not fit its width in every language.
          <Stepper.Step
            key={name}
            label={narrow && position !== index ? undefined : t(`connectRestaurant.step.${name}`)}
          />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('connectRestaurant.stepOf', { index: index + 1, count: platform.steps.length })}
      </Text>
      {step === 'summary' ? (
        <SummaryStep
          companyId={companyId}
          platform={platform}
          form={form}
          onEdit={goTo}
          onBack={back}
          onRegistered={(restaurant) => {
            clearDraft(companyId);
            setRegistered(restaurant);
          }}
        />
      ) : (
        <form onSubmit={submitStep} noValidate>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              {step === 'store' ? <StoreStep companyId={companyId} platform={platform} form={form} /> : null}
              {step === 'tablet' ? <TabletStep platform={platform} form={form} checkError={check.error} /> : null}
              <Group justify="space-between" gap="sm">
                {index > 0 ? (
                  <Button
                    variant="default"
                    mih={48}
                    leftSection={<IconArrowLeft size={18} aria-hidden />}
                    onClick={back}
                  >
                    {t('connectRestaurant.back')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button
                  type="submit"
                  mih={48}
                  loading={check.isPending}
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  {t('connectRestaurant.continue')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </form>
      )}
    </Stack>
  );
}
