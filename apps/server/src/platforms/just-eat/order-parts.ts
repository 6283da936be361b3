import type { CartClient } from '../../db/schema';

type Person = {
  id?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  phone_number?: string | null;
  phone_masking_code?: string | null;
  email?: string | null;
};

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export function cartPerson(person: Person): CartClient {
  const names =
    person.first_name != null
      ? { firstName: person.first_name, lastName: person.last_name ?? '' }
      : splitName(person.name ?? '');
  return {
    ...names,
    fakePhone: person.phone_number ?? null,
    pinPhone: person.phone_masking_code ?? null,
    platformId: person.id ?? person.email ?? person.phone_number ?? '',
  };
}
