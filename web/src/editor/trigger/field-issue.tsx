/** A validation message beside its field (nothing when there is none). */
export function FieldIssue({ message }: { message: string | undefined }) {
  return message ? (
    <small className="field-error" role="alert">
      {message}
    </small>
  ) : null;
}
