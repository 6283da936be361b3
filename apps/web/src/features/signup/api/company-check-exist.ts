import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const CompanyCheckExistQuery = graphql(`
  query CompanyCheckExist($email: String, $siren: String, $siret: String) {
    companyCheckExist(email: $email, siren: $siren, siret: $siret) {
      email
      siren
      siret
    }
  }
`);

export type RegisteredField = 'email' | 'siren' | 'siret';

/** Whether the value is already registered; null when the check could not answer (it then says nothing). */
export async function isAlreadyRegistered(field: RegisteredField, value: string): Promise<boolean | null> {
  try {
    const { companyCheckExist } = await requestGraphQL(CompanyCheckExistQuery, { [field]: value });
    return companyCheckExist[field];
  } catch {
    return null;
  }
}
