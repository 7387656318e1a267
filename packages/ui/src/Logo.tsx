import styled, { css } from 'styled-components';
import { theme } from './theme';
import { visuallyHidden } from './VisuallyHidden';

const bulbColumns = [9, 14.5, 20, 25.5, 31];

/** The mark: a theatre marquee sign, its frame lined with bulbs, an M lit in cinema red. */
function LogoMark({ size }: { size: number }) {
  const { accent, red, surfaceRaised } = theme.colors;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect
        x="2.5"
        y="5.5"
        width="35"
        height="29"
        rx="6"
        fill={surfaceRaised}
        stroke={accent}
        strokeWidth="2"
      />
      {bulbColumns.map((x) => (
        <g key={x} fill={accent}>
          <circle cx={x} cy="10" r="1.5" />
          <circle cx={x} cy="30" r="1.5" />
        </g>
      ))}
      <path
        d="M11.5 25V15l8.5 7 8.5-7v10"
        fill="none"
        stroke={red}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Wordmark = styled.span<{ $size: number; $hiddenBelow?: number }>`
  font-family: ${theme.fonts.display};
  font-size: ${({ $size }) => $size * 0.72}px;
  font-weight: ${theme.fontWeights.black};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  line-height: 1;
  color: ${theme.colors.text};

  /* Out of sight on a narrow screen, still the name a screen reader reads. */
  ${({ $hiddenBelow }) =>
    $hiddenBelow &&
    css`
      @media (max-width: ${$hiddenBelow - 0.02}px) {
        ${visuallyHidden}
      }
    `}
`;

const Lockup = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
`;

export interface LogoProps {
  /** Height of the mark in pixels; the name scales with it. */
  size?: number;
  /** The mark alone, e.g. where space is short; it is then labelled for screen readers. */
  markOnly?: boolean;
  /** Shows the mark alone on screens narrower than this many pixels (the name is still read out). */
  markOnlyBelow?: number;
}

/** Marquee's logo: the mark and the product name. */
export function Logo({ size = 32, markOnly = false, markOnlyBelow }: LogoProps) {
  if (markOnly) {
    return (
      <Lockup role="img" aria-label="Marquee">
        <LogoMark size={size} />
      </Lockup>
    );
  }
  return (
    <Lockup>
      <LogoMark size={size} />
      <Wordmark $size={size} $hiddenBelow={markOnlyBelow}>
        Marquee
      </Wordmark>
    </Lockup>
  );
}
