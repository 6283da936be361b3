import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import type { CompanyNode } from '../accounts';
import { recordViewerAudit } from '../audit';
import { loadCompanyNodes } from '../companies';
import { cleanUpload, IMAGE_USES, removeStoredImage, storeImage } from '../uploads';
import { findAccountCompany } from './find-account-company';

// Only a file this use case wrote is ever removed, whatever the column holds.
const STORED_LOGO = new RegExp(`^${IMAGE_USES.companyLogo.folder}/\\d+-[0-9a-f-]{36}\\.jpg$`);

function isStoredLogo(filePath: string): boolean {
  return STORED_LOGO.test(filePath);
}

export type UpdateCompanyPictureInput = { id: number; logo: File; uploadsDir: string };

/**
 * updateCompanyPicture (docs/accounts.md#account-page): the logo goes through the one image pipeline (type read from
 * the bytes, size limits, re-encoded without metadata) and becomes the company's picture, served only to accounts
 * whose scope covers the company. The previous logo's file is removed once the new one is saved: nothing else shows it.
 */
export async function updateCompanyPicture(
  context: SignedInContext,
  { id, logo, uploadsDir }: UpdateCompanyPictureInput,
): Promise<CompanyNode> {
  const company = await findAccountCompany(context, id);
  const filePath = await storeImage(
    uploadsDir,
    'companyLogo',
    String(company.id),
    await cleanUpload(logo, 'companyLogo'),
  );
  let previous: string | null;
  try {
    // The picture replaced is read under the row's lock: of two uploads at once, each removes the file it replaced.
    previous = await context.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ picture: companies.picture })
        .from(companies)
        .where(eq(companies.id, company.id))
        .for('update');
      await tx.update(companies).set({ picture: filePath }).where(eq(companies.id, company.id));
      await recordViewerAudit(tx, context, { action: 'company.logo', entity: 'company', entityId: String(company.id) });
      return locked?.picture ?? null;
    });
  } catch (error) {
    await removeStoredImage(uploadsDir, filePath);
    throw error;
  }
  if (previous && isStoredLogo(previous)) await removeStoredImage(uploadsDir, previous);
  const [updated] = await loadCompanyNodes(context.db, [company.id]);
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}
