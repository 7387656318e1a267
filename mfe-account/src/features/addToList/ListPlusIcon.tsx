import styled from 'styled-components';

/* Its lines start where text does: mirrored in a right-to-left language. */
const Icon = styled.svg`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** Three lines of a list with a plus: "Add to list". */
export function ListPlusIcon() {
  return (
    <Icon
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6h11M4 12h11M4 18h7M18 15v6M15 18h6" />
    </Icon>
  );
}
