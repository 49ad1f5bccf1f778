import { useTranslation } from 'react-i18next';
import { adminPaths, backOfficePath } from '../../config/paths.ts';
import { useSession } from '../../features/account/session/session-provider.tsx';

function BackOfficeSheetLink({ documentCode }: { documentCode: string }) {
  const { t } = useTranslation('admin');
  return (
    <a className="btn btn--secondary btn--sm" href={backOfficePath(adminPaths.sheet(documentCode))}>
      {t('sheet.openInBackOffice')}
    </a>
  );
}

/**
 * On a sheet page, a staff member gets the same sheet in the back office (/admin/sheets/<code>, issue #26) where a
 * customer gets "add to my SDS"; only staff load the back office's texts.
 */
export function StaffSheetLink({ documentCode }: { documentCode: string }) {
  const session = useSession();
  return session.canAdminister ? <BackOfficeSheetLink documentCode={documentCode} /> : null;
}
