import styled from 'styled-components';
import { Poster } from './Poster';

/**
 * For a stage without a backdrop: the film's poster art, enlarged and blurred into an ambient glow. Its
 * parent positions it and clips the overflow.
 */
export const AmbientArt = styled(Poster)`
  position: absolute;
  inset: -15%;
  aspect-ratio: auto;
  filter: blur(56px) saturate(1.4);
  opacity: 0.75;
`;
