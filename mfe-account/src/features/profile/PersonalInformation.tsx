import { useUpdateProfile } from '@marquee/client';
import { type UserProfile } from '@marquee/contracts';
import { Alert, Button, Heading, Panel, Stack, TextField } from '@marquee/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { INVALID_EMAIL, isEmailAddress } from '../../components/emailAddress';
import { errorMessage } from '../../components/messages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    overflow-wrap: anywhere;
  }
`;

export interface PersonalInformationProps {
  profile: UserProfile;
  editing: boolean;
  onEditingChange(editing: boolean): void;
}

/**
 * Name and email, shown or edited; a new email waits for the link sent to it. A save updates the cached
 * account and the session's user, which remounts this panel (its key) with the saved values.
 */
export function PersonalInformation({ profile, editing, onEditingChange }: PersonalInformationProps) {
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.pendingEmail ?? profile.email);
  const [error, setError] = useState('');
  const update = useUpdateProfile(profile.id);
  const saving = update.isPending;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !email.trim()) {
      setError('Name and email are required');
      return;
    }
    if (!isEmailAddress(email.trim())) {
      setError(INVALID_EMAIL);
      return;
    }
    setError('');
    // The promise rather than mutate's callbacks: a saved change remounts this panel before they would run.
    update.mutateAsync({ name: name.trim(), email: email.trim() }).then(
      () => onEditingChange(false),
      (failure: unknown) => setError(errorMessage(failure, 'Update failed')),
    );
  }

  function cancel() {
    setName(profile.name);
    setEmail(profile.pendingEmail ?? profile.email);
    setError('');
    onEditingChange(false);
  }

  return (
    <Panel aria-labelledby="personal-information">
      <Heading level={2} size="lg" id="personal-information">
        Personal Information
      </Heading>
      {error && <Alert tone="error">{error}</Alert>}
      {profile.pendingEmail && (
        <Alert tone="info">
          We sent a confirmation link to {profile.pendingEmail}. Your email changes once you follow it.
        </Alert>
      )}
      {editing ? (
        <form noValidate onSubmit={save}>
          <Stack gap="md">
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
            />
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
            <Stack direction="row" gap="sm" wrap>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button $variant="secondary" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : (
        <Facts>
          <dt>Name</dt>
          <dd>{profile.name}</dd>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
        </Facts>
      )}
    </Panel>
  );
}
