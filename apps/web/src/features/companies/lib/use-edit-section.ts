import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorKeys } from '../../../lib/field-errors';
import { formLevelError, setServerFieldErrors, useFieldMessage } from '../../../lib/form-rules';
import { useUpdateCompany, type CompanyInput } from '../api/update-company';
import { errorMessage } from '../../../lib/error-message';
import { notifySuccess } from '../../../components/ui/notify';

/** The section's form, when it has one (the access switch has none), and how it shows the server's fields. */
type SectionTarget = {
  form: Parameters<typeof setServerFieldErrors>[0];
  placement?: Parameters<typeof setServerFieldErrors>[3];
};

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

  function save(input: CompanyInput, target: SectionTarget | null, onSaved?: () => void) {
    setFailure(null);
    update.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('account.saved'));
        onSaved?.();
      },
      onError: (error) => {
        if (target) setServerFieldErrors(target.form, error, t, target.placement);
        const unshown = target ? formLevelError(target.form, error, target.placement) : error;
        if (Object.keys(fieldErrorKeys(error)).some((field) => !fields.includes(field)))
          setFailure(t('companyEdit.otherSectionInvalid'));
        else if (unshown) setFailure(errorMessage(unshown, t));
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
