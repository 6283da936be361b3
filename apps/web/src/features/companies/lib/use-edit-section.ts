import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { describeRequestError, fieldErrorKeys, useFieldMessage } from '../../../lib/field-errors';
import { useUpdateCompany, type CompanyInput } from '../api/update-company';

type SetErrors = (errors: Record<string, string>) => void;

/**
 * One section of the company edit saves its own fields (the server changes only those sent). The server's refusals
 * go under this section's fields; one naming a field of another section (a value stored before today's rules) is
 * said in the section's alert.
 */
export function useEditSection(companyId: number, fields: readonly string[]) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const update = useUpdateCompany(companyId);
  const [failure, setFailure] = useState<string | null>(null);

  function save(input: CompanyInput, setErrors: SetErrors, onSaved?: () => void) {
    setFailure(null);
    update.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('account.saved') });
        onSaved?.();
      },
      onError: (error) => {
        const keys = fieldErrorKeys(error);
        const own = Object.entries(keys).filter(([field]) => fields.includes(field));
        setErrors(Object.fromEntries(own.map(([field, key]) => [field, fieldMessage(key)])));
        if (own.length < Object.keys(keys).length) setFailure(t('companyEdit.otherSectionInvalid'));
        else if (own.length === 0) setFailure(describeRequestError(error, t));
      },
    });
  }

  /** The domain's refusals of this section's fields, translated, for the form's validate. */
  function ownErrors(errors: Partial<Record<string, string>> | null): Record<string, string> {
    return Object.fromEntries(
      fields.flatMap((field) => (errors?.[field] ? [[field, fieldMessage(errors[field])]] : [])),
    );
  }

  return { save, ownErrors, saving: update.isPending, failure };
}
