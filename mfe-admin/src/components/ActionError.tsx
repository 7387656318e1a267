import { Alert } from '@marquee/ui';

export interface ActionErrorProps {
  /** The spec's text for the failed action ('Error deleting user. Please try again.'). */
  text: string;
  /** What the server said, shown under it when it says more (e.g. why the action is refused). */
  detail?: string;
}

/** An admin action that failed: shown in the page (role=alert), not in a browser alert box. */
export function ActionError({ text, detail }: ActionErrorProps) {
  return (
    <Alert tone="error">
      {text}
      {detail && detail !== text && <div>{detail}</div>}
    </Alert>
  );
}
