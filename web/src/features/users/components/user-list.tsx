import { PagedUserList } from '../../../components/ui/paged-user-list.tsx';
import { texts } from '@surcos/contracts/texts';
import { useUsers } from '../api/get-users.ts';

/** Users matching Explorar's search; the next page loads on 'Cargar más'. */
export function UserList({ q, label }: { q: string; label: string }) {
  return (
    <PagedUserList
      query={useUsers(q)}
      label={label}
      emptyMessage={texts.users.noUsers}
      // It sits under a grid that grows as one scrolls: loading it by scrolling too would be a tug of war.
      isAutomatic={false}
    />
  );
}
