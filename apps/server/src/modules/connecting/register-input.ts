import {
  isPlatformCode,
  OWN_CHANNELS,
  readDeliverooHubUrl,
  RESTAURANT_TITLE_BOUNDS,
  type PlatformCode,
} from '@comptoir/domain';
import { AppError } from '../../errors';

// docs/platforms.md#connecting: what the wizard sends, read into what each platform's path needs.

export type RegisterRestaurantArgs = {
  companyId: number;
  platform: string;
  platformId?: string | null;
  storeName: string;
  brandId?: string | null;
  login?: string | null;
  password?: string | null;
  isTabletLess?: boolean | null;
  attachedToPOS?: boolean | null;
  hubUrl?: string | null;
  authorizationId?: string | null;
  applicationId?: number | null;
};

export type RegisterInput = {
  companyId: number;
  platform: PlatformCode;
  storeName: string;
  /** The store's id on its platform; null where Comptoir makes one (GET RESTO, Click N Collect). */
  storeId: string | null;
  /** Deliveroo's brand, from the Hub address or typed. */
  brandId: string | null;
  /** Tablet credentials to check and keep (encrypted); null when none are given or the restaurant is tabletless. */
  credentials: { login: string; password: string } | null;
  isTabletLess: boolean;
  attachedToPos: boolean;
  authorizationId: string | null;
  applicationId: number | null;
};

const MAX_ID = 100;
const MAX_SECRET = 255;

function bad(message: string, reason: string, field: string, params: Record<string, string | number> = {}): AppError {
  return new AppError('BAD_USER_INPUT', { message, details: { reason, field, params: { field, ...params } } });
}

function requiredText(value: string | null | undefined, field: string, max: number): string {
  const text = value?.trim() ?? '';
  if (text === '') throw bad(`${field} is empty`, 'TEXT_EMPTY', field);
  if (text.length > max) throw bad(`${field} is longer than ${max} characters`, 'TEXT_TOO_LONG', field, { max });
  return text;
}

function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

// Deliveroo: the brand and site read from the pasted Partner Hub address, else typed.
function deliverooIds(args: RegisterRestaurantArgs): { brandId: string; storeId: string } {
  const hubUrl = optionalText(args.hubUrl);
  if (hubUrl) {
    const reading = readDeliverooHubUrl(hubUrl);
    if (!reading.ok) throw bad('The Partner Hub address cannot be read', reading.problem, 'hubUrl');
    return { brandId: reading.ids.brandId, storeId: reading.ids.siteId };
  }
  return {
    brandId: requiredText(args.brandId, 'brandId', MAX_ID),
    storeId: requiredText(args.platformId, 'platformId', MAX_ID),
  };
}

function credentialsOf(args: RegisterRestaurantArgs, tabletLess: boolean): RegisterInput['credentials'] {
  if (tabletLess) return null;
  const login = optionalText(args.login);
  const password = args.password ?? '';
  if (!login && password === '') return null;
  // The password is kept as typed (spaces count); only an all-blank one is refused.
  requiredText(password, 'password', MAX_SECRET);
  return { login: requiredText(login, 'login', MAX_SECRET), password };
}

/** The arguments checked and trimmed; BAD_USER_INPUT naming the field otherwise. */
export function readRegisterInput(args: RegisterRestaurantArgs): RegisterInput {
  if (!isPlatformCode(args.platform)) throw bad('Unknown platform', 'UNKNOWN_PLATFORM', 'platform');
  const platform = args.platform;
  const storeName = requiredText(args.storeName, 'storeName', RESTAURANT_TITLE_BOUNDS.max);
  if (storeName.length < RESTAURANT_TITLE_BOUNDS.min)
    throw bad('storeName is too short', 'TEXT_TOO_SHORT', 'storeName', { min: RESTAURANT_TITLE_BOUNDS.min });
  const own = OWN_CHANNELS.includes(platform);
  const ids =
    platform === 'PLATFORM_DELIVEROO'
      ? deliverooIds(args)
      : { brandId: null, storeId: own ? null : requiredText(args.platformId, 'platformId', MAX_ID) };
  const isTabletLess = own || Boolean(args.isTabletLess);
  if (platform === 'PLATFORM_GET_RESTO' && !args.applicationId)
    throw bad('Choose the GET RESTO application', 'APPLICATION_NOT_LINKED', 'applicationId');
  return {
    companyId: args.companyId,
    platform,
    storeName,
    storeId: ids.storeId,
    brandId: ids.brandId,
    credentials: credentialsOf(args, isTabletLess),
    isTabletLess,
    attachedToPos: Boolean(args.attachedToPOS),
    authorizationId: platform === 'PLATFORM_UBER_EAT' ? optionalText(args.authorizationId) : null,
    applicationId: platform === 'PLATFORM_GET_RESTO' ? (args.applicationId ?? null) : null,
  };
}
