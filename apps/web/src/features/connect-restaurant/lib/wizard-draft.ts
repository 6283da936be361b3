import { STORAGE_KEYS } from '@comptoir/domain';
import type { WizardStep } from './wizard-platforms';

/** Every field of the wizard's form, whatever the platform, and the step it shows. */
export type WizardValues = {
  step: WizardStep;
  storeName: string;
  /** The store's id on its platform: Uber Eats store UUID, Deliveroo branch (site) id, Just Eat reference, Glovo id. */
  platformId: string;
  /** Uber Eats: through "Connect with Uber", or the store UUID typed. */
  uberMethod: 'connect' | 'uuid';
  /** The owner's Uber grant that "Connect with Uber" brought back. */
  authorizationId: string;
  /** Deliveroo: the Partner Hub address pasted, or the ids typed. */
  deliverooMethod: 'hub' | 'ids';
  hubUrl: string;
  brandId: string;
  /** GET RESTO: the application that pushes this restaurant's orders (its id, as the select holds it). */
  applicationId: string;
  tabletMode: 'login' | 'tabletless';
  tabletLogin: string;
  tabletPassword: string;
  /** What the platform answered about this login and password; empty until asked. */
  credentialsCheck: '' | 'ACCEPTED' | 'UNVERIFIABLE';
};

export const EMPTY_VALUES: WizardValues = {
  step: 'store',
  storeName: '',
  platformId: '',
  uberMethod: 'connect',
  authorizationId: '',
  deliverooMethod: 'hub',
  hubUrl: '',
  brandId: '',
  applicationId: '',
  tabletMode: 'login',
  tabletLogin: '',
  tabletPassword: '',
  credentialsCheck: '',
};

/** The progress kept for a company: its platform and its values (the step among them), the password left out. */
export type WizardDraft = {
  platform: string;
  values: Omit<WizardValues, 'tabletPassword'>;
  /** The restaurant being reconnected (`?reconnect=`), when it is one. */
  reconnect: string | null;
};

type StoredDrafts = Record<string, WizardDraft>;

function readAll(): StoredDrafts {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.restaurantWizard) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredDrafts) : {};
  } catch {
    return {};
  }
}

function writeAll(drafts: StoredDrafts): void {
  if (Object.keys(drafts).length === 0) localStorage.removeItem(STORAGE_KEYS.restaurantWizard);
  else localStorage.setItem(STORAGE_KEYS.restaurantWizard, JSON.stringify(drafts));
}

const STEPS: readonly WizardStep[] = ['store', 'tablet', 'summary'];

/** The company's saved progress, with every field present (an older or damaged entry is completed or dropped). */
export function readDraft(companyId: number): WizardDraft | null {
  const draft = readAll()[String(companyId)];
  if (typeof draft?.platform !== 'string' || !STEPS.includes(draft.values?.step)) return null;
  const { tabletPassword: _neverStored, ...values } = { ...EMPTY_VALUES, ...draft.values };
  return {
    platform: draft.platform,
    values,
    reconnect: typeof draft.reconnect === 'string' ? draft.reconnect : null,
  };
}

/** Keeps the company's progress; the tablet password is never written to the device. */
export function saveDraft(
  companyId: number,
  draft: { platform: string; values: WizardValues; reconnect: string | null },
): void {
  const { tabletPassword: _password, ...values } = draft.values;
  writeAll({ ...readAll(), [String(companyId)]: { ...draft, values } });
}

export function clearDraft(companyId: number): void {
  const { [String(companyId)]: _dropped, ...others } = readAll();
  writeAll(others);
}
