import { texts } from '@surcos/contracts/texts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageSections } from '../../components/ui/page-sections.tsx';
import { AdminAudit } from '../../features/admin/components/admin-audit.tsx';
import { AdminFigures } from '../../features/admin/components/admin-figures.tsx';
import { AdminServers } from '../../features/admin/components/admin-servers.tsx';
import { AdminUsers, SuspendForm } from '../../features/admin/components/admin-users.tsx';
import { useCurrentUser } from '../../features/auth/api/get-session.ts';
import { AdminReports } from '../../features/reports/components/admin-reports.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * /admin: users, reports, figures and the audit log, for admins. Anybody else gets the page
 * any unknown address gets (the API answers them 404 as well).
 */
export function AdminPage() {
  const user = useCurrentUser();
  if (!user?.isAdmin) return <NotFoundPage />;

  return (
    <>
      <PageHeading title={texts.admin.title} />
      <PageSections
        sections={[
          { id: 'usuarios', title: texts.admin.users, content: <AdminUsers /> },
          {
            id: 'denuncias',
            title: texts.admin.reports,
            content: <AdminReports renderSuspendForm={(props) => <SuspendForm {...props} />} />,
          },
          { id: 'servidores', title: texts.admin.servers, content: <AdminServers /> },
          { id: 'cifras', title: texts.admin.figures, content: <AdminFigures /> },
          { id: 'registro', title: texts.admin.audit, content: <AdminAudit /> },
        ]}
      />
    </>
  );
}
