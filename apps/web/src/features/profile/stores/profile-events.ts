import type { ApiProfileLike } from '@porchlight/domain/display-name/display-name';

/** Spec 001 §4: browser events any screen may send about the signed-in user's profile. */
export const PROFILE_UPDATED_EVENT = 'profileUpdated';
export const FORCE_PROFILE_REFRESH_EVENT = 'forceProfileRefresh';

/** Profile fields carried by `profileUpdated`: the API's names, or the display names. */
export type ProfileUpdatedDetail = Pick<ApiProfileLike, 'first_name' | 'last_name' | 'full_name' | 'avatar_url'> & {
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
};

/** The detail in the API's field names; fields the event does not carry stay absent. */
export function toApiFields(
  detail: ProfileUpdatedDetail | null | undefined,
): Pick<ApiProfileLike, 'first_name' | 'last_name' | 'full_name' | 'avatar_url'> {
  if (!detail || typeof detail !== 'object') return {};
  const pick = (snake: string | null | undefined, camel: string | null | undefined) => (snake !== undefined ? snake : camel);
  const fields = {
    first_name: pick(detail.first_name, detail.firstName),
    last_name: pick(detail.last_name, detail.lastName),
    full_name: detail.full_name,
    avatar_url: pick(detail.avatar_url, detail.avatar),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

export function dispatchProfileUpdated(detail: ProfileUpdatedDetail): void {
  window.dispatchEvent(new CustomEvent<ProfileUpdatedDetail>(PROFILE_UPDATED_EVENT, { detail }));
}

export function dispatchForceProfileRefresh(): void {
  window.dispatchEvent(new Event(FORCE_PROFILE_REFRESH_EVENT));
}
