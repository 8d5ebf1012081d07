import { useLocation, useNavigate } from 'react-router';
import { es } from '../../i18n/es.ts';
import { Button } from './button.tsx';

/** 'Volver': back to where the user came from inside the app, or to the start when they arrived here directly. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': there is nothing of ours to go back to.
  const hasHistory = location.key !== 'default';

  return (
    <Button
      variant="ghost"
      className="-ms-3 mb-2"
      onClick={() => void (hasHistory ? navigate(-1) : navigate('/'))}
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
        <path
          d="M12 4l-6 6 6 6"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {es.album.back}
    </Button>
  );
}
