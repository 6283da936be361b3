import {
  readDeliverooHubUrl,
  requiredText,
  RESTAURANT_TITLE_BOUNDS,
  validateTabletCredentials,
} from '@comptoir/domain';
import type { WizardValues } from './wizard-draft';
import type { WizardPlatform, WizardStep } from './wizard-platforms';

/** A field's issue: a validation key (`field_required`), a Hub address problem, or the wizard's own key. */
type StepIssues = Partial<Record<keyof WizardValues, string>>;

function storeIssues({ code }: WizardPlatform, values: WizardValues): StepIssues {
  const issues: StepIssues = {};
  const name = requiredText(values.storeName, RESTAURANT_TITLE_BOUNDS);
  if (name) issues.storeName = name;
  switch (code) {
    case 'PLATFORM_UBER_EAT':
      if (values.uberMethod === 'connect' && !values.platformId) issues.platformId = 'choose_store';
      if (values.uberMethod === 'uuid' && !values.platformId.trim()) issues.platformId = 'field_required';
      break;
    case 'PLATFORM_DELIVEROO':
      if (values.deliverooMethod === 'hub') {
        const reading = readDeliverooHubUrl(values.hubUrl);
        if (!values.hubUrl.trim()) issues.hubUrl = 'field_required';
        else if (!reading.ok) issues.hubUrl = reading.problem;
      } else {
        if (!values.brandId.trim()) issues.brandId = 'field_required';
        if (!values.platformId.trim()) issues.platformId = 'field_required';
      }
      break;
    case 'PLATFORM_JUST_EAT':
    case 'PLATFORM_GLOVO':
      if (!values.platformId.trim()) issues.platformId = 'field_required';
      break;
    case 'PLATFORM_GET_RESTO':
      if (!values.applicationId) issues.applicationId = 'field_required';
      break;
    case 'PLATFORM_CLICK_N_COLLECT':
      break;
  }
  return issues;
}

function tabletIssues(values: WizardValues): StepIssues {
  if (values.tabletMode === 'tabletless') return {};
  return validateTabletCredentials(values.tabletLogin, values.tabletPassword) ?? {};
}

/** What keeps the wizard from leaving a step; the summary's own check is the server's registration. */
export function stepIssues(platform: WizardPlatform, step: WizardStep, values: WizardValues): StepIssues | null {
  const issues = step === 'store' ? storeIssues(platform, values) : step === 'tablet' ? tabletIssues(values) : {};
  return Object.keys(issues).length > 0 ? issues : null;
}
