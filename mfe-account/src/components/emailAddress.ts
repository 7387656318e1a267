/**
 * Whether `value` is an email address by the browser's own rule for email inputs (the WHATWG one), so
 * the form agrees with what the field itself would accept.
 */
export function isEmailAddress(value: string): boolean {
  const probe = document.createElement('input');
  probe.type = 'email';
  probe.value = value;
  return probe.value !== '' && probe.checkValidity();
}
