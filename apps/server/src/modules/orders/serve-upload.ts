import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { cartImages, carts, companies, orderDisputes } from '../../db/schema';
import { notFoundJson } from '../../http/responses';
import { isLinkHolderActive } from '../auth';
import { isCompanyInScope } from '../tenancy';
import { contentTypeOfPath, readUploadToken } from '../uploads';

export const UPLOADS_PREFIX = '/uploads/';

export type ServeUploadOptions = {
  db: Db;
  config: AppConfig;
  /** The bearer's viewer, or null (no header, or an invalid one). */
  findViewer: () => Promise<Viewer | null>;
};

// Menu item images (menu-maker/upload-item-image.ts) are public: the platforms fetch them to show dishes to customers.
const PUBLIC_FOLDER = 'menus/';

/**
 * `GET /uploads/<path>`: a stored order photo or dispute evidence, for a viewer whose scope covers its order (bearer
 * token) or for the holder of the file's signed `?token=`; a menu item image, for anyone. Anything else — unknown, out
 * of scope, outside the folder — is a 404.
 */
export async function serveUpload(request: Request, { db, config, findViewer }: ServeUploadOptions): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundJson();
  const url = new URL(request.url);
  const filePath = readFilePath(url.pathname);
  if (!filePath) return notFoundJson();
  const isPublic = filePath.startsWith(PUBLIC_FOLDER);
  if (!isPublic) {
    const owner = await findOwner(db, filePath);
    if (owner === null || !(await mayRead(db, url, filePath, owner, config, findViewer))) return notFoundJson();
  }
  const uploadsDir = join(config.dataDir, 'uploads');
  let bytes: Buffer;
  try {
    bytes = await readFile(join(uploadsDir, filePath));
  } catch {
    return notFoundJson();
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
    headers: {
      'content-type': contentTypeOfPath(filePath),
      'content-length': String(bytes.length),
      // A new image is a new file name, so a public one may be cached by the platforms' and customers' caches too.
      'cache-control': isPublic ? 'public, max-age=86400' : 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * The company a stored file belongs to: an order photo's, a dispute evidence's or its logo; null for a file nobody
 * owns.
 */
async function findOwner(db: Db, filePath: string): Promise<number | null> {
  const [image] = await db
    .select({ companyId: carts.companyId })
    .from(cartImages)
    .innerJoin(carts, eq(carts.id, cartImages.cartId))
    .where(eq(cartImages.filePath, filePath))
    .limit(1);
  if (image) return image.companyId;
  const [evidence] = await db
    .select({ companyId: orderDisputes.companyId })
    .from(orderDisputes)
    .where(eq(orderDisputes.evidencePath, filePath))
    .limit(1);
  if (evidence) return evidence.companyId;
  const [logo] = await db
    .select({ companyId: companies.id })
    .from(companies)
    .where(eq(companies.picture, filePath))
    .limit(1);
  return logo?.companyId ?? null;
}

async function mayRead(
  db: Db,
  url: URL,
  filePath: string,
  companyId: number,
  config: AppConfig,
  findViewer: () => Promise<Viewer | null>,
) {
  const token = url.searchParams.get('token');
  const holder = token ? await readUploadToken(config.jwtSecret, token, filePath) : null;
  if (holder && (await isLinkHolderActive(db, holder))) return true;
  const viewer = await findViewer();
  return viewer !== null && isCompanyInScope(viewer, companyId);
}

// Only plain relative paths inside the uploads folder: no '..', no absolute path, no backslash or NUL tricks.
function readFilePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.slice(UPLOADS_PREFIX.length));
  } catch {
    return null;
  }
  if (!decoded || decoded.includes('\0') || decoded.includes('\\') || decoded.startsWith('/')) return null;
  const normalised = normalize(decoded);
  if (normalised !== decoded || normalised.split(sep).includes('..')) return null;
  return decoded;
}
