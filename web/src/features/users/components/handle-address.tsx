import { texts } from '@surcos/contracts/texts';
import { CopyButton } from '../../../components/ui/copy-link-button.tsx';

/** A member's `@handle@host`, as other servers know them, and 'Copiar' to take it elsewhere. */
export function HandleAddress({ address, className = '' }: { address: string; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 ${className}`}>
      <span className="font-mono break-all text-fg">{address}</span>
      <CopyButton
        text={address}
        label={texts.handles.copy}
        aria-label={texts.handles.copyLabel(address)}
        copied={texts.handles.copied}
        failed={texts.handles.copyFailed}
      />
    </div>
  );
}
