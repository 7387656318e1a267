import { Modal, ProfilePhoto, theme } from '@marquee/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { useMovieMessages } from '../../messages';
import { personFacts, type Person } from './person';

const Body = styled.div`
  display: grid;
  grid-template-columns: 7rem 1fr;
  gap: ${theme.space.lg};
  align-items: start;
`;

const Photo = styled(ProfilePhoto)`
  border-radius: ${theme.radii.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.medium};
  }
`;

/** The popup about one person of the credits. */
export function PersonDetails({ person, onClose }: { person: Person | null; onClose(): void }) {
  const { t } = useMovieMessages();
  return (
    <Modal open={person !== null} onClose={onClose} title={person?.member.name ?? ''}>
      {person && (
        <Body>
          <Photo path={person.member.profile_path} name={person.member.name} alt="" />
          <Facts>
            {personFacts(person, t).map(({ label, value }) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </Facts>
        </Body>
      )}
    </Modal>
  );
}
