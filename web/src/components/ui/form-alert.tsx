/** A message about the whole form (not one field), read out as soon as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger bg-raised px-4 py-3 text-danger">
      {message}
    </p>
  );
}
