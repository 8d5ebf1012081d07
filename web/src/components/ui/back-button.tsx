import { useLocation, useNavigate } from 'react-router';
import { texts } from '@surcos/contracts/texts';
import { Button } from './button.tsx';
import { BackIcon } from './icons.tsx';

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
      <BackIcon />
      {texts.album.back}
    </Button>
  );
}
