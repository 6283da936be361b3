import { useState } from 'react';
import { Button, Checkbox, Group, Input, Radio, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BILLING_PAYMENT_METHODS,
  isBic,
  isIban,
  maskedIban,
  validatePostalAddress,
  type BillingPaymentMethod,
  type PostalAddress,
} from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { formLevelError, formRule, setServerFieldErrors } from '../../../lib/form-rules';
import type { AccountCompany } from '../api/account-company';
import { useUpdateBillingInformation } from '../api/update-billing-information';
import { describeFailure } from '../lib/describe-failure';
import { toAddress } from '../../../lib/company-form';
import { AddressFields } from '../../../components/forms/address-fields';
import { SectionForm } from '../../../components/forms/section-form';
import { notifySuccess } from '../../../components/ui/notify';

type BillingValues = {
  iban: string;
  bic: string;
  paymentMethod: BillingPaymentMethod;
  sameAddress: boolean;
  billingAddress: PostalAddress;
};

/**
 * The Billing section: the IBAN is never shown again, only •••• and its last four characters with Replace; BIC,
 * payment method and the address invoices are sent to (docs/accounts.md#billing).
 */
export function BillingForm({ company }: { company: AccountCompany }) {
  const { t } = useTranslation();
  const save = useUpdateBillingInformation(company.id);
  const [replacing, setReplacing] = useState(company.ibanLast4 === null);
  const form = useForm<BillingValues>({
    mode: 'controlled',
    initialValues: {
      iban: '',
      bic: company.bic ?? '',
      paymentMethod: company.paymentMethod ?? 'DIRECT_DEBIT',
      sameAddress: company.billingAddress === null,
      billingAddress: toAddress(company.billingAddress ?? company.adresse),
    },
    validate: formRule((values: BillingValues) => {
      const errors: Record<string, string | null> = {};
      // Blank keeps the stored IBAN; a direct debit needs one, stored or new (the server's rule).
      errors.iban = replacing
        ? isIban(values.iban, values.paymentMethod === 'DIRECT_DEBIT' && company.ibanLast4 === null)
        : null;
      errors.bic = isBic(values.bic);
      if (!values.sameAddress) {
        for (const [field, key] of Object.entries(validatePostalAddress(values.billingAddress) ?? {}))
          errors[`billingAddress.${field}`] = key ?? null;
      }
      return errors;
    }, t),
  });

  const submit = form.onSubmit((values) => {
    const input = {
      iban: replacing ? values.iban : null,
      bic: values.bic,
      paymentMethod: values.paymentMethod,
      billingAddress: values.sameAddress ? null : values.billingAddress,
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t('account.saved'));
        form.setFieldValue('iban', '');
        setReplacing(saved?.ibanLast4 === null);
      },
      onError: (error) => setServerFieldErrors(form, error, t),
    });
  });

  const unplaced = formLevelError(form, save.error);
  return (
    <SectionForm
      title={t('account.billing.title')}
      saveLabel={t('account.billing.save')}
      onSubmit={submit}
      saving={save.isPending}
      failure={unplaced ? describeFailure(unplaced, t) : null}
    >
      {replacing ? (
        <TextInput
          label={t('account.fields.iban')}
          description={t('account.billing.ibanHint')}
          size="md"
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('iban')}
        />
      ) : (
        <Input.Wrapper label={t('account.fields.iban')} size="md">
          <Group gap="md" mt={4}>
            <Text size="lg" ff="monospace">
              {maskedIban(company.ibanLast4 ?? '')}
            </Text>
            <Button variant="default" mih={48} onClick={() => setReplacing(true)}>
              {t('account.billing.replaceIban')}
            </Button>
          </Group>
        </Input.Wrapper>
      )}
      <TextInput
        label={t('account.fields.bic')}
        size="md"
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps('bic')}
      />
      <Radio.Group label={t('account.fields.paymentMethod')} size="md" {...form.getInputProps('paymentMethod')}>
        <Group mt="xs" gap="lg">
          {BILLING_PAYMENT_METHODS.map((method) => (
            <Radio
              key={method}
              value={method}
              label={t(`account.billing.methods.${method}`)}
              size="md"
              styles={{ body: { minHeight: 48, alignItems: 'center' } }}
            />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox
        label={t('account.billing.sameAddress')}
        size="md"
        {...form.getInputProps('sameAddress', { type: 'checkbox' })}
      />
      {form.values.sameAddress ? null : (
        <AddressFields form={form} path="billingAddress" autoCompleteSection="billing" />
      )}
    </SectionForm>
  );
}
