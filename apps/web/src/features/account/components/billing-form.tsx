import { useState } from 'react';
import { Button, Checkbox, Group, Input, Radio, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
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
import { useFieldErrors, useFieldMessage } from '../../../lib/field-errors';
import type { AccountCompany } from '../api/account-company';
import { useUpdateBillingInformation } from '../api/update-billing-information';
import { describeFailure } from '../lib/describe-failure';
import { toAddress } from '../../../lib/company-form';
import { AddressFields } from '../../../components/forms/address-fields';
import { SectionForm } from '../../../components/forms/section-form';

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
  const fieldMessage = useFieldMessage();
  const fieldErrors = useFieldErrors();
  const save = useUpdateBillingInformation(company.id);
  const [replacing, setReplacing] = useState(company.ibanLast4 === null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BillingValues>({
    mode: 'controlled',
    initialValues: {
      iban: '',
      bic: company.bic ?? '',
      paymentMethod: company.paymentMethod ?? 'DIRECT_DEBIT',
      sameAddress: company.billingAddress === null,
      billingAddress: toAddress(company.billingAddress ?? company.adresse),
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      // Blank keeps the stored IBAN; a direct debit needs one, stored or new (the server's rule).
      const iban = replacing
        ? isIban(values.iban, values.paymentMethod === 'DIRECT_DEBIT' && company.ibanLast4 === null)
        : null;
      if (iban) errors.iban = fieldMessage(iban);
      const bic = isBic(values.bic);
      if (bic) errors.bic = fieldMessage(bic);
      if (!values.sameAddress) {
        for (const [field, key] of Object.entries(validatePostalAddress(values.billingAddress) ?? {}))
          errors[`billingAddress.${field}`] = fieldMessage(key);
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const input = {
      iban: replacing ? values.iban : null,
      bic: values.bic,
      paymentMethod: values.paymentMethod,
      billingAddress: values.sameAddress ? null : values.billingAddress,
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('account.saved') });
        form.setFieldValue('iban', '');
        setReplacing(saved?.ibanLast4 === null);
      },
      onError: (error) => {
        const errors = fieldErrors(error);
        form.setErrors(errors);
        if (Object.keys(errors).length === 0) setFailure(describeFailure(error, t));
      },
    });
  });

  return (
    <SectionForm
      title={t('account.billing.title')}
      saveLabel={t('account.billing.save')}
      onSubmit={submit}
      saving={save.isPending}
      failure={failure}
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
